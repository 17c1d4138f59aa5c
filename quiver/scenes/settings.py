"""The settings screen: a card over the menu or over a puzzle (so a change shows at once on the board
behind it). Every change is applied at once (`App.change_setting`) and saved to settings.json in the
user data folder; the volume is saved when the slider is let go (a held Left / Right: when the key is).

Mouse: click a switch, a choice, a slider (the wheel over it: 5 of 100 a notch) or a text field. Keyboard:
Up / Down / Tab move between rows, Left / Right / Enter / Space change the row, F1 opens How to play (of
the mode under the card), Esc closes. The two leaderboard fields take typed (or pasted, Ctrl+V) text,
applied when the field is left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from quiver.game.settings import Hearts
from quiver.input import ENTER_KEYS, key_action, pressed, step_focus
from quiver.render2d.tiles import TileSet
from quiver.render2d.widgets import Segmented, Slider, TextBox, Widget
from quiver.style import palette

from . import settings_draw as room
from .base import Ports, Scene, click_outside
from .confirm import ask_leave
from .legend_open import mode_shown, open_legend
from .onscreen_keys import OnScreenKeys, off_keys
from .settings_controls import HEARTS, SCALES, done_button, make_controls, place
from .settings_draw import draw_card
from .settings_layout import ROWS, TOGGLES, card_plan
from .settings_text import TextFields
from .settings_wheel import SettingsWheel

# keys the card handles whatever has the focus (Shift+Tab before Tab)
SETTINGS_KEYS = (
    (pygame.K_ESCAPE, 0, "close"),
    (pygame.K_F1, 0, "legend"),  # (F1 types nothing: `?` stays a field's letter)
    (pygame.K_UP, 0, "focus_back"),
    (pygame.K_TAB, pygame.KMOD_SHIFT, "focus_back"),
    (pygame.K_TAB, 0, "focus_next"),
    (pygame.K_DOWN, 0, "focus_next"),
)


class SettingsScene(Scene):
    overlay = True
    name = "settings"
    right_back = True  # a right click: Esc (Done)
    toasts_wait = True  # beside its title, else over its rows (toast_lent)
    toasts_apart = True  # each toast the first place cannot hold in one of its own
    toasts_one_lent = True  # warnings lent its rows: one at a time (toast_stack._one_lent)
    toast_lent, toast_aims, toast_controls = room.words_lent, room.rows_lent, room.rows_clear
    toast_clear = room.keys_clear  # (the pad's keys and their field, while up)

    def __init__(self, ports: Ports) -> None:
        super().__init__(ports)
        st = self.midend.settings
        # each kind of control by its setting, and all of them by name (layout, focus, keys)
        made = make_controls(st, self._changed)
        self.toggles, self.volume, self.music = made.toggles, made.volume, made.music
        self.hearts, self.scale_seg, self.text_boxes = made.hearts, made.scale, made.text_boxes
        self.widgets: dict[str, Widget] = made.widgets
        # up at a volume's top moves nothing, yet unmutes: by key (s288), click, drag or wheel
        self.volume.on_top = self.music.on_top = lambda: self._unmute(0.0, 100)
        self.fields = TextFields(self.midend, self.feedback, self.text_boxes, lambda k: self.rows[k])
        self.pad_keys: OnScreenKeys | None = None  # a field's on-screen keys (a pad types no text)
        pygame.key.start_text_input()
        self.back = done_button(self.close)
        self.order = [k for k, _, _ in ROWS] + ["done"]
        self.focus, self.scroll = 0, 0  # (the list's scroll, where it scrolls: a small window)
        self.scrolled = 0.0  # that scroll in rows, kept through a size where none scrolls
        self.keyboard = self.volume_dirty = False
        self.effects_moved = False  # the effects' slider moved: its commit plays a click
        self.preview_tiles: TileSet | None = None  # the colour-blind row's (settings_draw)
        self.wheel = SettingsWheel()  # the wheel: a volume slider's under the pointer, else the rows'
        self.layout()

    # -- changes ------------------------------------------------------------------------
    def _changed(self, key: str, value) -> None:
        """A control changed (settings_controls.make_controls)."""
        if key == "lesson":
            self._replay_lesson()
            return
        on: dict[str, Callable[[Any], None]] = {"volume": self._on_volume, "music_volume": self._on_music}
        on |= {"hearts": self._on_hearts, "ui_scale": self._on_ui_scale}  # (a label each)
        on.get(key, lambda v: self.set(key, v))(value)  # (the switches)

    def set(self, key: str, value) -> None:
        self.midend.change_setting(key, value)
        self.feedback.sound("click")
        self.full_redraw = True

    def lesson_mode(self) -> str:
        """The mode of the puzzle under the card, else the menu's mode."""
        return mode_shown(self)

    def _replay_lesson(self) -> None:
        """The lesson again; over a puzzle in progress it asks first (confirm.ask_leave)."""
        mode = self.lesson_mode()

        def go() -> None:
            self._commit_text()
            self.leave()
            self.journeys.lesson(mode)

        ask_leave(self, go)

    def _on_hearts(self, label: str) -> None:
        key = next(k for k, lab in HEARTS if lab == label)
        self.set("hearts", key)

    def _on_ui_scale(self, label: str) -> None:
        self.set("ui_scale", next(k for k, lab in SCALES if lab == label))
        for scene in self.stack.scenes:  # every screen lays itself out again at the new size
            scene.resize(scene.size)
        self.scroll_to("ui_scale")  # (s374: the card scrolls at a bigger choice: the row kept in view)

    def _unmute(self, was: float, value: int) -> None:
        """A volume moved up while muted (F8, a pad's LS) brings the sound back, as an OS's
        volume key does (s281: it moved in silence, the player not told why; down stays
        muted); its row's muted line goes with it. Only the player's mute: Quiet in the
        background is the window's focus (app_frame.background), left as it is."""
        if value > round(was * 100) and getattr(self.midend.settings, "muted", False):
            self.midend.change_setting("muted", False)  # (saved, applied: feedback.set_volume)
            self.full_redraw = True

    def _on_volume(self, value: int) -> None:
        st = self.midend.settings
        self._unmute(st.volume, value)
        st.volume = max(0.0, min(1.0, value / 100))
        self.feedback.set_volume(st.volume)
        self.volume_dirty = self.effects_moved = True
        self.full_redraw = True

    def _on_music(self, value: int) -> None:
        st = self.midend.settings
        self._unmute(st.music_volume, value)
        st.music_volume = max(0.0, min(1.0, value / 100))
        self.feedback.set_volume(st.volume)  # sets the music's volume too
        self.volume_dirty = True
        self.full_redraw = True

    def _commit_volume(self, preview: bool = True) -> None:
        if self.volume_dirty:
            self.volume_dirty = False
            self.midend.settings_changed()
            self.midend.save_settings()
            if preview and self.effects_moved:
                self.feedback.sound("click")  # at the new volume (the music is its own preview)
            self.effects_moved = False

    def refresh(self) -> None:
        """Settings changed elsewhere (F11): show them."""
        st = self.midend.settings
        for key in TOGGLES:
            self.toggles[key].value = getattr(st, key)
        self.full_redraw = True

    def _commit_text(self) -> bool:
        """Apply the text fields changed (a field left, the card closed): True for a new warning."""
        return self.fields.commit()

    def stop_work(self) -> None:
        """The game is closing (the window's close button): a name or server typed but
        not entered is kept, as Done keeps it (it was lost), and a volume a held key moved."""
        self._commit_text()
        self._commit_volume(preview=False)

    def close(self) -> None:
        if self._commit_text():  # a refusal not seen yet: the card stays to correct it, its field
            self.scroll_to(self.fields.refused_key())  # in view (s196: scrolled away, it stood unseen)
            return
        self.leave()

    def leave(self) -> None:
        pygame.key.stop_text_input()
        self._commit_volume()
        super().close()

    def exit(self) -> None:
        self.fields.withdraw()  # its refusals go with the card

    # -- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        """Rows in one or two columns as big as the UI scale and the window allow, or a
        scrolling list where even the smallest legible size does not fit (settings_layout)."""
        self.plan = card_plan(self.size, self.midend.settings)
        self.card = self.plan.card
        # the rows in view stay so through a resize (made big then small, it lost the player's place)
        self.scroll = max(0, min(round(self.scrolled * self.plan.row_h), self.max_scroll))
        self._place()
        if self.keyboard or isinstance(self.widgets.get(self.order[self.focus]), TextBox):  # and the
            self.scroll_to(self.order[self.focus])  # focused row, where keys or typing go (s201: unseen)

    @property
    def max_scroll(self) -> int:
        return max(0, self.plan.content_h - self.plan.view.h) if self.plan.scroll else 0

    def _place(self) -> None:
        """Each row's rect (less the scroll) and its control's (settings_controls.place)."""
        self.rows: dict[str, pygame.Rect] = place(self.widgets, self.back, self.plan, self.scroll)

    def scroll_to(self, key: str, low: bool = False) -> None:
        """Scroll so that row `key` shows whole (keyboard focus, a test's click); `low`: at the
        view's foot, the pad's keys' room over it (s163: under it, they hid the card's Done)."""
        if not self.plan.scroll or key not in self.rows:
            return
        r, view = self.rows[key], self.plan.view
        if low:
            self.scroll += r.bottom - view.bottom
        elif r.y < view.y:
            self.scroll -= view.y - r.y
        elif r.bottom > view.bottom:
            self.scroll += r.bottom - view.bottom
        self._scrolled(self.scroll)

    def scroll_by(self, dy: int) -> None:
        self._scrolled(self.scroll + dy)

    def _scrolled(self, scroll: int) -> None:
        self.scroll = max(0, min(scroll, self.max_scroll))
        self.scrolled = self.scroll / self.plan.row_h
        self._place()

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def widget_center(self, name: str) -> tuple[int, int]:
        """Pixel centre of a control (tests): a setting name, "hearts:zen", "done"; the
        list scrolls to show it first."""
        if name in ("done", "back"):
            return self.back.rect.center
        self.scroll_to(name.split(":")[0])
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
        """A key for the focused control, handled in one place: the control's own `key`
        (Enter or Space presses Done or Replay, flips a switch; Space turns a choice, and
        Enter does too); a text field takes what is typed; Enter elsewhere closes the card."""
        k = event.key
        name = self.order[self.focus]
        wdg = self.back if name == "done" else self.widgets[name]
        if isinstance(wdg, TextBox):  # typing goes to the field, not the card
            if k in ENTER_KEYS and getattr(event, "pad", False):  # A: its on-screen keys
                self.scroll_to(name, low=True)  # (the wheel may have scrolled it away: s139)
                keys = self.fields.open_keys(name, self._keys_done, self.size, self.plan.scale)
                self.pad_keys = keys or self.pad_keys
            elif k in ENTER_KEYS:  # on to the next row, a field's text selected as Tab does
                self._commit_text()
                self.focus = (self.focus + 1) % len(self.order)
                self.scroll_to(self.fields.entered(self.order[self.focus]))
            else:
                wdg.handle(event)
            return
        if isinstance(wdg, Segmented) and k in ENTER_KEYS:
            k = pygame.K_SPACE  # (the menu's Enter plays; here it turns the choice, as Space)
        held = getattr(event, "repeat", False)
        if wdg.key(k, held) if isinstance(wdg, Slider) else wdg.key(k):
            if isinstance(wdg, Slider) and not held:
                self._commit_volume()  # (a held key's repeats: saved and heard when let go)
            return
        if k in ENTER_KEYS:
            self.close()

    def _keys_done(self) -> None:
        """The on-screen keys' Done: put away, the text applied, the focus kept on its field
        (s163: on to the next row, as Enter, and the next A after the name pressed Replay)."""
        self.fields.put_keys_away()
        self._commit_text()

    def repeats(self, event) -> bool:
        return self.pad_keys is not None and self.pad_keys.repeats(event)  # (held X deletes on)

    def typing_here(self) -> bool:
        """A text field has the focus: keys typed there are text (input_heard.in_a_field, s366)."""
        return isinstance(self.widgets.get(self.order[self.focus]), TextBox)

    def handle_event(self, event):
        if self.pad_keys is not None and self.pad_keys.handle(event):
            self.full_redraw = True
            return None  # (a pad typing on a field's on-screen keys)
        if event.type != pygame.MOUSEMOTION:
            self.full_redraw = True
            return None if self.wheel.page(self, event) else self._handle(event)  # (PgDn, End: rows)
        was = self._shown()  # a mouse move redraws the card where it lit or dragged something:
        self._handle(event)  # each move drew the whole card again and sent the layer anew
        self.full_redraw = self.full_redraw or self._shown() != was
        return None

    def _shown(self) -> tuple:
        """What a mouse move can change on the card: the focus and the scroll, each
        control's plain state (its hover, the part lit, a press, a drag, a value)."""
        controls = [*self.widgets.values(), self.back]
        return (
            self.focus,
            self.scroll,
            [[v for v in vars(w).values() if isinstance(v, (int, float, str))] for w in controls],
        )

    def _handle(self, event):
        et = event.type
        if et == pygame.KEYDOWN:
            self.keyboard = True
            action = key_action(SETTINGS_KEYS, event)
            if action == "close":
                self.close()
            elif action is not None:  # focus_back / focus_next / legend
                self._commit_volume()
                self._commit_text()  # (as a field left: How to play's lesson leaves the card)
                if action == "legend":
                    open_legend(self, self.lesson_mode())
                    return None
                step = -1 if action == "focus_back" else 1
                self.focus = step_focus(self.focus, step, len(self.order), event)
                self.scroll_to(self.fields.entered(self.order[self.focus]))  # (a field: its text selected)
            else:
                self._focused_key(event)
            return None
        if et == pygame.KEYUP:  # a volume key held down moved its slider: saved now, once
            self._commit_volume()
            return None
        if self.keyboard and pressed(event):
            self.keyboard = False  # (a click, not a wheel notch's legacy press: the ring stays)
        if et == pygame.TEXTINPUT:
            if isinstance(wdg := self.widgets.get(self.order[self.focus]), TextBox):
                wdg.handle(event)
            return None
        if self.wheel.take(self, event):  # (over a volume slider: a step; else a scroll)
            return None
        if self.back.handle(event):
            return None
        hidden = (
            et == pygame.MOUSEBUTTONDOWN and self.plan.scroll and not self.plan.view.collidepoint(event.pos)
        )
        for k, name in enumerate([] if hidden else self.order[:-1]):  # not a row scrolled away
            wdg = self.widgets[name]
            if isinstance(wdg, TextBox):
                if et == pygame.MOUSEBUTTONDOWN and wdg.rect.collidepoint(event.pos):
                    if self.focus != k:
                        self._commit_text()
                    self.focus = k
                    wdg.handle(event)  # the caret where it was clicked
                    return None
                continue
            if wdg.handle(event):
                if et == pygame.MOUSEBUTTONDOWN:
                    self._commit_text()
                    self.focus = k
                if et == pygame.MOUSEBUTTONUP and isinstance(wdg, Slider):
                    self._commit_volume()
                return None
        if click_outside(event, self.card):
            self.close()  # a click outside the card closes it
        return None  # modal: nothing reaches below

    def update(self, dt: float) -> None:
        steady = not palette.blink_on(self.midend.settings)  # reduced motion: carets do not blink
        if any([box.tick(self.clock(), steady) for box in self.text_boxes.values()]):  # a caret blinks
            self.full_redraw = True

    def wake_at(self) -> float | None:
        due = [t for box in self.text_boxes.values() if (t := box.due(self.clock())) is not None]
        return min(due, default=None)

    def pointer_under_toast(self, pos: tuple[int, int]) -> None:
        """The wheel moves a volume slider under a toast too (s348: it heard of no move there)."""
        self.wheel.pointer = pos

    def toast_slots(self) -> list[pygame.Rect]:
        slots = (
            room.toast_room(self.plan, self.size)
            + room.free_cells(self)
            + room.footer_room(self.plan, self.back.rect)
            + self.fields.room(self.plan.view)
        )
        return off_keys(slots, self.pad_keys)  # (never over the pad's keys)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        draw_card(surface, self)
        if self.pad_keys is not None:
            self.pad_keys.redraw(surface, self.plan.scale)
        return True
