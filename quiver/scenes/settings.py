"""The settings screen: a card over the menu or over a puzzle (so a change shows at once
on the board behind it). Every change is applied at once (`App.change_setting`) and
saved to settings.json in the user data folder; the volume is saved when the slider is
let go.

Mouse: click a switch, a choice, the slider or a text field. Keyboard: Up / Down / Tab
move between rows, Left / Right / Enter / Space change the row, Esc closes. The two
leaderboard fields take typed (or pasted, Ctrl+V) text, applied when the field is left.
"""

from __future__ import annotations

import pygame

from quiver.engine.geometry import NX, NY, PX, PY
from quiver.engine.modes import Mode
from quiver.game.journey import ToastKind
from quiver.game.settings import NAME_MAX, Hearts, Settings, settings_path
from quiver.input import key_action
from quiver.render2d import theme
from quiver.render2d.draw import panel
from quiver.render2d.tiles import BIT, TileSet
from quiver.render2d.widgets import Button, Segmented, Slider, TextBox, Toggle, Widget
from quiver.style import palette

from .base import Ports, Scene

HEARTS = ((Hearts.THREE, "3 hearts"), (Hearts.SCALED, "Scaled"), (Hearts.ZEN, "Zen"))
SCALES = (("auto", "Auto"), ("0.75", "75%"), ("1.25", "125%"), ("1.5", "150%"), ("2", "200%"))
SECONDARY = (241, 233, 220)  # a secondary button that shows its edge on the white card

ROWS = (
    ("colorblind", "Colour-blind palette", "Okabe-Ito colours and a chevron on every arrow"),
    ("reduced_motion", "Reduced motion", "Quicker moves; no shaking, blinking or popping"),
    ("volume", "Effects volume", "Taps, clears, combos, bounces, clicks and hints"),
    ("music_volume", "Music volume", "Menu and play music (made in the game); it dips under the effects"),
    ("fullscreen", "Fullscreen", "F11 switches it too"),
    ("ui_scale", "Size of menus", "Auto follows the window's pixels; bigger or smaller than that"),
    ("ray_preview", "Ray preview on hold", "Dots show where a pressed arrow will fly"),
    ("hearts", "Hearts", "Scaled: more on big boards. Zen: no hearts, no losing"),
    ("show_timer", "Show timer", "The clock in the top bar while you play"),
    (
        "mark_blockers",
        "Mark blockers (assist)",
        "Holding an arrow also marks what blocks it; clears count as assisted",
    ),
    (
        "show_free",
        "Show free arrows I can see (assist)",
        "Rings the arrows that can leave now; clears count as assisted",
    ),
    ("free_camera", "Free 3D camera", "Turn 3D views freely over the poles (off: the horizon stays level)"),
    ("leaderboard_server", "Leaderboard server", "Shared daily results. Empty: off, nothing is sent"),
    ("leaderboard_name", "Leaderboard name", "How other players on that server see you"),
    ("lesson", "Lesson", "Play this mode's first-start lesson again"),
)
TOGGLES = (
    "colorblind",
    "reduced_motion",
    "fullscreen",
    "ray_preview",
    "show_timer",
    "mark_blockers",
    "show_free",
    "free_camera",
)
TEXT_FIELDS = ("leaderboard_server", "leaderboard_name")


# keys the card handles whatever has the focus (Shift+Tab before Tab)
SETTINGS_KEYS = (
    (pygame.K_ESCAPE, 0, "close"),
    (pygame.K_UP, 0, "focus_back"),
    (pygame.K_TAB, pygame.KMOD_SHIFT, "focus_back"),
    (pygame.K_TAB, 0, "focus_next"),
    (pygame.K_DOWN, 0, "focus_next"),
)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
CONFIRM_KEYS = ENTER_KEYS + (pygame.K_SPACE,)


class SettingsScene(Scene):
    overlay = True
    name = "settings"

    def __init__(self, ports: Ports) -> None:
        super().__init__(ports)
        st = self.midend.settings
        # each kind of control by its setting, and all of them by name (layout, focus, keys)
        self.toggles = {key: Toggle(getattr(st, key), lambda v, k=key: self.set(k, v)) for key in TOGGLES}
        self.volume = Slider(0, 100, round(st.volume * 100), self._on_volume)
        self.music = Slider(0, 100, round(st.music_volume * 100), self._on_music)
        self.hearts = Segmented(
            [label for _, label in HEARTS], [k for k, _ in HEARTS].index(st.hearts), self._on_hearts
        )
        scales = [k for k, _ in SCALES]
        self.scale_seg = Segmented(
            [label for _, label in SCALES],
            scales.index(st.ui_scale) if st.ui_scale in scales else 0,
            self._on_ui_scale,
        )
        self.text_boxes = {
            "leaderboard_server": TextBox(
                text=st.leaderboard_server, max_len=200, placeholder="off, e.g. 192.168.1.5:8765"
            ),
            "leaderboard_name": TextBox(
                text=st.leaderboard_name, max_len=NAME_MAX, placeholder="a random Player 1a2b"
            ),
        }
        self.widgets: dict[str, Widget] = {
            **self.toggles,
            "volume": self.volume,
            "music_volume": self.music,
            "hearts": self.hearts,
            "ui_scale": self.scale_seg,
            "lesson": Button("Replay", self._replay_lesson, colour=SECONDARY),
            **self.text_boxes,
        }
        pygame.key.start_text_input()
        self.back = Button("Done", self.close, primary=True, sub="Esc")
        self.order = [k for k, _, _ in ROWS] + ["done"]
        self.focus = 0
        self.keyboard = False
        self.volume_dirty = False
        self._tiles: TileSet | None = None
        self.layout()

    # -- changes ------------------------------------------------------------------------
    def set(self, key: str, value) -> None:
        self.midend.change_setting(key, value)
        self.feedback.sound("click")
        self.full_redraw = True

    def lesson_mode(self) -> str:
        """The mode of the puzzle under the card, else the menu's mode."""
        for scene in reversed(self.stack.scenes):
            mode = scene.shown_mode()
            if mode is not None:
                return mode
        return Mode.TWO_D

    def _replay_lesson(self) -> None:
        mode = self.lesson_mode()
        self.close()
        self.journeys.lesson(mode)

    def _on_hearts(self, label: str) -> None:
        key = next(k for k, lab in HEARTS if lab == label)
        self.set("hearts", key)

    def _on_ui_scale(self, label: str) -> None:
        self.set("ui_scale", next(k for k, lab in SCALES if lab == label))
        for scene in self.stack.scenes:  # every screen lays itself out again at the new size
            scene.resize(scene.size)

    def _on_volume(self, value: int) -> None:
        st = self.midend.settings
        st.volume = max(0.0, min(1.0, value / 100))
        self.feedback.set_volume(st.volume)
        self.volume_dirty = True
        self.full_redraw = True

    def _on_music(self, value: int) -> None:
        st = self.midend.settings
        st.music_volume = max(0.0, min(1.0, value / 100))
        self.feedback.set_volume(st.volume)  # sets the music's volume too
        self.volume_dirty = True
        self.full_redraw = True

    def _commit_volume(self) -> None:
        if self.volume_dirty:
            self.volume_dirty = False
            self.midend.settings_changed()
            self.midend.save_settings()
            self.feedback.sound("click")  # a preview at the new volume

    def refresh(self) -> None:
        """Settings changed elsewhere (F11): show them."""
        st = self.midend.settings
        for key in TOGGLES:
            self.toggles[key].value = getattr(st, key)
        self.full_redraw = True

    def _commit_text(self) -> None:
        """Apply the text fields that changed (when a field is left or the card closes)."""
        st = self.midend.settings
        for key in TEXT_FIELDS:
            box = self.text_boxes[key]
            if box.text.strip() == getattr(st, key):
                continue
            value = getattr(Settings.from_dict({key: box.text}), key)
            if key == "leaderboard_server" and box.text.strip() and not value:
                # keep what was typed so it can be corrected; the saved address stays as it was
                self.feedback.toast(
                    f"Not a server address: {box.text.strip()[:60]} (use host:port or http://host:port)",
                    ToastKind.WARN,
                )
                continue
            self.midend.change_setting(key, value)
            box.text = value

    def close(self) -> None:
        self._commit_text()
        pygame.key.stop_text_input()
        self._commit_volume()
        self.feedback.sound("click")
        if self.stack.top is self:
            self.stack.pop()

    # -- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        cw = min(900, w - 40)
        ch = min(h - 40, 760)
        self.card = pygame.Rect(0, 0, cw, ch)
        self.card.center = (w // 2, h // 2)
        c = self.card
        head = 96 if ch >= 600 else 70
        foot = 104 if ch >= 600 else 80
        self.row_h = (ch - head - foot) // len(ROWS)
        self.show_desc = self.row_h >= 62
        self.rows: dict[str, pygame.Rect] = {}
        y = c.y + head
        ctl_w = 300
        for key, _, _ in ROWS:
            r = pygame.Rect(c.x + 36, y, c.w - 72, self.row_h)
            self.rows[key] = r
            wh = min(44, self.row_h - 14)
            wdg = self.widgets[key]
            if isinstance(wdg, Toggle):
                wdg.rect = pygame.Rect(0, 0, 96, wh)
                wdg.rect.midright = (r.right, r.centery)
            elif isinstance(wdg, Slider):
                wdg.rect = pygame.Rect(0, 0, ctl_w - 70, min(36, self.row_h - 4))  # fits a short row
                wdg.rect.midright = (r.right, r.centery)
            elif isinstance(wdg, Button):
                wdg.rect = pygame.Rect(0, 0, 160, min(48, self.row_h - 10))
                wdg.rect.midright = (r.right, r.centery)
            else:
                wdg.rect = pygame.Rect(0, 0, ctl_w + 40, min(52, self.row_h - 10))
                wdg.rect.midright = (r.right, r.centery)
            y += self.row_h
        self.back.rect = pygame.Rect(0, 0, 200, min(64, foot - 24))
        self.back.rect.bottomright = (c.right - 36, c.bottom - 20)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def widget_center(self, name: str) -> tuple[int, int]:
        """Pixel centre of a control (tests): a setting name, "hearts:zen", "done"."""
        if name in ("done", "back"):
            return self.back.rect.center
        if name.startswith("hearts:"):
            k = [key for key, _ in HEARTS].index(Hearts(name[7:]))
            return self.hearts.part(k).center
        if name.startswith("ui_scale:"):
            k = [key for key, _ in SCALES].index(name[9:])
            return self.scale_seg.part(k).center
        if name.startswith("volume:"):
            return self.volume.x_for(int(name[7:])), self.volume.rect.centery
        return self.widgets[name].rect.center

    # -- events ---------------------------------------------------------------------------
    def _focused_key(self, event) -> None:
        """A key for the focused control: Enter or Space presses Done and turns a
        choice; a text field takes what is typed; Enter elsewhere closes the card."""
        k = event.key
        name = self.order[self.focus]
        if name == "done":
            if k in CONFIRM_KEYS:
                self.close()
            return
        wdg = self.widgets[name]
        if isinstance(wdg, TextBox):  # typing goes to the field, not the card
            if k in ENTER_KEYS:
                self._commit_text()
                self.focus = (self.focus + 1) % len(self.order)
            else:
                wdg.handle(event)
            return
        if isinstance(wdg, Segmented) and k in CONFIRM_KEYS:
            wdg.set((wdg.index + 1) % len(wdg.options))
            return
        if wdg.key(k):
            if isinstance(wdg, Slider):
                self._commit_volume()
            return
        if k in ENTER_KEYS:
            self.close()

    def handle_event(self, event):
        et = event.type
        self.full_redraw = True
        if et == pygame.KEYDOWN:
            self.keyboard = True
            action = key_action(SETTINGS_KEYS, event)
            if action == "close":
                self.close()
            elif action is not None:  # focus_back / focus_next
                self._commit_volume()
                self._commit_text()
                self.focus = (self.focus + (-1 if action == "focus_back" else 1)) % len(self.order)
            else:
                self._focused_key(event)
            return None
        if et == pygame.MOUSEBUTTONDOWN and self.keyboard:
            self.keyboard = False
        if et == pygame.TEXTINPUT:
            wdg = self.widgets.get(self.order[self.focus])
            if isinstance(wdg, TextBox):
                wdg.handle(event)
            return None
        if self.back.handle(event):
            return None
        for k, name in enumerate(self.order[:-1]):
            wdg = self.widgets[name]
            if isinstance(wdg, TextBox):
                if et == pygame.MOUSEBUTTONDOWN and wdg.rect.collidepoint(event.pos):
                    if self.focus != k:
                        self._commit_text()
                    self.focus = k
                    return None
                continue
            if wdg.handle(event):
                if et == pygame.MOUSEBUTTONDOWN:
                    self._commit_text()
                    self.focus = k
                if et == pygame.MOUSEBUTTONUP and isinstance(wdg, Slider):
                    self._commit_volume()
                return None
        if (
            et == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 1) == 1
            and not self.card.collidepoint(event.pos)
        ):
            self.close()  # a click outside the card closes it
        return None  # modal: nothing reaches below

    # -- drawing ----------------------------------------------------------------------------
    def _preview(self, surface, right: int, cy: int) -> None:
        """Four little arrows (right, left, down, up) in the palette now in use."""
        st = self.midend.settings
        cols = theme.dir_colours(st)
        glyphs = palette.glyphs_on(st)
        cell = 26 if self.row_h >= 56 else 20
        if self._tiles is None or self._tiles.cell != cell:
            self._tiles = TileSet(cell)
        t = self._tiles
        x = right
        for d in (NY, PY, NX, PX):
            if d in (PX, NX):
                box = pygame.Rect(0, 0, 2 * cell, cell)
                box.midright = (x, cy)
                body_at = (box.x, box.y) if d == PX else (box.x + cell, box.y)
                head_at = (box.x + cell, box.y) if d == PX else (box.x, box.y)
            else:
                box = pygame.Rect(0, 0, cell, 2 * cell)
                box.midright = (x, cy)
                body_at = (box.x, box.y) if d == PY else (box.x, box.y + cell)
                head_at = (box.x, box.y + cell) if d == PY else (box.x, box.y)
            surface.blit(t.arrow(cols[d], BIT[d], None, glyph=d if glyphs else None), body_at)
            surface.blit(t.arrow(cols[d], BIT[d ^ 1], d), head_at)
            x = box.x - 10

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        surface.fill((30, 24, 18, 120))
        c = self.card
        panel(surface, c, 28, shadow_dy=8)
        big = c.h >= 600
        theme.text(
            surface,
            "Settings",
            52 if big else 40,
            theme.INK,
            (c.x + 40, c.y + (30 if big else 18)),
            "topleft",
            True,
        )
        focused = self.order[self.focus] if self.keyboard else None
        for k, (key, title, desc) in enumerate(ROWS):
            r = self.rows[key]
            if k:
                pygame.draw.line(surface, (238, 230, 218), (r.x, r.y), (r.right, r.y), 2)
            ty = r.centery - (11 if self.show_desc else 0)
            theme.text(surface, title, 28 if big else 24, theme.INK, (r.x + 4, ty), "midleft", True)
            if self.show_desc:
                theme.text(surface, desc, 20, theme.INK_SOFT, (r.x + 4, r.centery + 15), "midleft")
            wdg = self.widgets[key]
            wdg.focused = focused == key
            if isinstance(wdg, TextBox):  # only the field that takes the typing looks so
                wdg.active = self.order[self.focus] == key
            wdg.draw(surface)
            if key in ("volume", "music_volume"):
                pct = theme.text(
                    surface,
                    f"{wdg.value}%",
                    28,
                    theme.INK,
                    (wdg.rect.x - 14, r.centery + 1),
                    "midright",
                    True,
                )
                note = self.feedback.audio_note()
                if note:
                    theme.text(surface, note, 20, theme.DANGER, (pct.x - 16, r.centery + 1), "midright", True)
            if key == "colorblind":
                self._preview(surface, wdg.rect.x - 28, r.centery)
        self.back.focused = focused == "done"
        self.back.draw(surface)
        try:
            where = str(settings_path())
        except OSError:  # pragma: no cover - odd platforms
            where = "settings.json"
        foot = self.back.rect
        theme.text(
            surface,
            "Changes apply at once and are saved in",
            20,
            theme.INK_SOFT,
            (c.x + 40, foot.centery - 11),
            "midleft",
        )
        room = foot.x - c.x - 70
        size = theme.fit_size(where, 20, room, True, 12)  # smaller before it is cut
        theme.text(
            surface,
            _fit(where, size, room),
            size,
            theme.INK_SOFT,
            (c.x + 40, foot.centery + 11),
            "midleft",
            True,
        )
        return True


def _fit(text: str, size: int, width: int, bold: bool = True) -> str:
    if theme.text_size(text, size, bold)[0] <= width:
        return text
    while len(text) > 4 and theme.text_size("..." + text, size, bold)[0] > width:
        text = text[1:]
    return "..." + text
