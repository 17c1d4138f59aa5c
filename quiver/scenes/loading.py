"""The "building the puzzle" screen: the generator runs in a worker (quiver.game.worker)
while this scene shows what it is doing, the time so far and a turning indicator; Esc
(or the Cancel key hint, clicked) stops the worker and goes back at once (push_build).
A build that refuses (the player's picture: not a picture, too grainy) goes back too,
and its one line is said there (`refused`)."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from quiver.engine.spec import PuzzleSpec
from quiver.game.code import loading_code
from quiver.game.journey import BoardFile, LessonBoard, ToastKind
from quiver.game.picture import is_board_file, note_short
from quiver.game.worker import Job, LevelTask, start_generation
from quiver.input_pad import pad_named
from quiver.render2d import theme
from quiver.render2d.codechip import split_code
from quiver.render2d.draw import key_cap, panel
from quiver.style import palette

from .base import Ports, Scene
from .legend_open import mode_shown, opened_help
from .registry import warm_up
from .toast import around_card

if TYPE_CHECKING:  # pragma: no cover
    from quiver.game.journey import PuzzleRequest
    from quiver.game.picture import PictureTask

REDRAW_S = 0.1  # the indicator and the clock move ten times a second
SHOW_AFTER_S = 0.3  # the panel shows only for a build that takes longer than this
WARM_WAIT_S = 3.0  # s a built board waits at most for its play scene's import (registry.warm_up)
DOTS = 8
PANEL_W = 460  # the panel's width at UI scale 1


def push_build(
    ports: Ports,
    request: PuzzleRequest,
    code: PuzzleSpec | LevelTask | PictureTask,
    job: Job | None = None,
    cover: bool = False,
    refused: Callable[[str], None] | None = None,
) -> LoadingScene:
    """Build `code` for `request` behind the loading panel, over the screen on top: the
    menu (left as it is for a quick build), else the screen the build began on, the panel
    on it at once and never the menu between (stranger s88: the menu showed behind
    "Building level 1..." as the first lesson ended). Esc goes back to that screen (Daily,
    Levels, a result card, a puzzle a file was dropped on), from a lesson over to the menu.
    cover: a loading screen of its own, the menu hidden (the puzzle the command line
    names: `quiver --seed 5` showed the menu first). refused: a failed build goes back
    as Esc does and says why with this (the player's picture: on the card it was typed
    on, or the screen it was dropped on), not on the menu (journeys.built)."""
    top = ports.stack.top
    if top is not None and top.name == "loading":  # a build under way gives way (a file
        ports.stack.pop()  # dropped on its panel): stopped as it goes, not left under this one
        top = ports.stack.top
    over_menu = top is None or top.name == "menu"
    lesson = isinstance(getattr(getattr(top, "request", None), "origin", None), LessonBoard)
    lesson_over = lesson and getattr(top, "coach", None) is None  # (its coach: None once done)
    back = not (over_menu or lesson_over)
    # a screen that stays up while a quick build runs, the panel over it after SHOW_AFTER_S
    # as over the menu (the picture card: closed first, the menu stood bare for 0.3 s)
    waits = over_menu or getattr(top, "holds_quick_build", False)
    scene = LoadingScene(ports, request, code, job, at_once=cover or not waits, back=back)
    scene.refused = refused
    scene.overlay = not cover
    ports.stack.push(scene)
    return scene


class LoadingScene(Scene):
    overlay = True
    name = "loading"
    right_back = True  # a right click: Esc (Cancel)
    toasts_wait = True  # under the panel where they fit, else after it (they hid its code and Esc)
    toasts_apart = True  # the toasts it cannot hold under it: above it, else beside it
    # input_keys.StrayKey: the press that put a build over its screen replaced that screen,
    # though it stays under the panel (Esc, Esc in a lesson: the second cancelled the level)
    stands_in = True
    refused: Callable[[str], None] | None = None  # push_build's

    def __init__(
        self,
        ports: Ports,
        request: PuzzleRequest,
        code: PuzzleSpec | LevelTask | PictureTask,
        job: Job | None = None,
        at_once: bool = False,
        back: bool = False,
    ) -> None:
        """Build `code` (a puzzle code, or a LevelTask: a campaign level's choice) for
        `request`; job: a build already under way (the menu's), taken over. Once built,
        the finished job goes back to the journeys (``built(request, job)``). at_once:
        the panel from the first frame, for a build started away from the menu (a lesson
        skipped or done, a result card's Next): kept for the first 0.3 s, the menu under
        it flashed up, and an Esc at it cancelled a build the player had not seen.
        back: Esc goes back to the screen under the panel, the one the build began on
        (Daily, Levels, a result card), not to the menu."""
        super().__init__(ports)
        self.back = back
        self.request = request
        self.at_once = at_once
        self.code = code
        self.job: Job | None = job
        self.warming: threading.Thread | None = None  # the play scene's import (registry.warm_up)
        self._built_at: float | None = None  # when the board was built while it ran
        self.done = False
        self.drawn = False
        self.covered = False  # a page over it (pause/resume): the board waits for it to close
        self._shown: tuple | None = None
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.cancel_rect = pygame.Rect(0, 0, 0, 0)

    @cached_property
    def code_text(self) -> str | None:
        """The code as the board will have it (a count the build clamps, clamped), or None
        for a level (known once chosen). Worked out when the panel first shows (builds
        past 0.3 s), not on the click: it may build the shape's mask."""
        if isinstance(self.request.origin, BoardFile):  # the player's picture: its file name
            return self.request.origin.label()
        return loading_code(self.code) if isinstance(self.code, PuzzleSpec) else None

    # -- the worker ---------------------------------------------------------------------
    def enter(self) -> None:
        # Not realtime (tests, headless): build synchronously on the first update.
        realtime = self.ports.display.realtime
        if self.job is None:
            self.job = start_generation(self.code, inline=not realtime)
        elif realtime:  # one handed over may have finished unseen (polled
            self.job.poll()  # by no one during a lesson): it opens at once, no panel
        if realtime and not self.job.done:  # the play scene's modules imported meanwhile
            self.warming = warm_up(getattr(self.code, "mode", ""))

    def _importing(self) -> bool:
        """The play scene's import (registry.warm_up) still runs: the built board waits
        for it, at most WARM_WAIT_S (an import that hung would open it all the same)."""
        if self.warming is None or not self.warming.is_alive():
            return False
        if self._built_at is None:
            self._built_at = self.clock()
        return self.clock() - self._built_at < WARM_WAIT_S

    def exit(self) -> None:
        if self.job is not None and not self.done:
            self.job.cancel()

    def stop_work(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def cancel(self) -> None:
        """Stop the worker and go back: to the screen under the panel that the build began
        on (round s54: not the menu, Daily skipped), else to the menu."""
        if self.done:
            return
        self.done = True
        if self.job is not None:
            self.job.cancel()
        self.feedback.sound("click")
        self._go_back()

    def _go_back(self) -> None:
        if self.back and self.stack.top is self:
            self.stack.pop()
            return
        self.stack.to_menu()
        menu = self.stack.top
        if menu is not None:
            menu.build_cancelled(self.code)

    def animating(self) -> bool:
        return not self.done

    def pause(self) -> None:
        self.covered = True  # (How to play over it: F1)

    def resume(self) -> None:
        self.covered = False

    def shown_mode(self) -> str | None:
        return getattr(self.code, "mode", None)  # (a player's picture: 2D's; a level's choice)

    def update(self, dt: float) -> None:
        # a build already finished (the menu's) opens at once, before this panel is drawn;
        # under How to play (F1) the board waits till it closes, not replacing the page read
        if self.done or self.job is None or not (self.drawn or self.job.done) or self.covered:
            return
        if self.job.poll():
            if self._importing():
                return  # (its import would freeze the frame the board opens on: frames go on)
            self.done = True
            said, why = self.refused, self._failure()
            if said is None or why is None:  # (journeys.built says a failure on the menu)
                self.journeys.built(self.request, self.job)
                note = getattr(self.job, "note", None)  # (a picture's stray dots left out)
                if why is None and note:
                    self.feedback.toast(note, ToastKind.INFO, short=note_short(note))
                return
            self._go_back()  # (to where it was asked: the picture card, as typed)
            said(why)

    def _failure(self) -> str | None:
        """Why the finished build failed, one line (None: it did not)."""
        try:
            if self.job is not None:
                self.job.result()
        except ValueError as e:
            return " ".join(str(e).split())
        return None

    def handle_event(self, event):
        if self._press_under(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return None
        if opened_help(self, event, mode_shown(self)):  # a long build's
            return None  # wait read as How to play for its mode (s307: F1 did nothing here)
        if (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 1) == 1
            and self.cancel_rect.collidepoint(event.pos)
        ):
            self.cancel()
        return None

    def _press_under(self, event) -> bool:
        """A press, while the panel is not shown yet (a quick build's first SHOW_AFTER_S),
        on another control of the screen under it (the menu's `takes_press`): the build is
        cancelled and the press is that screen's (s96: a click on Settings or Daily just
        after Play was lost, the menu showing as it was)."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return False
        scenes = self.stack.scenes
        under = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None
        takes = getattr(under, "takes_press", None)
        if not (self.overlay and self._quick() and takes is not None and takes(event.pos)):
            return False
        self.cancel()
        if under is not None and self.stack.top is under:
            under.handle_event(event)
        return True

    # -- drawing ------------------------------------------------------------------------
    def _quick(self) -> bool:
        """A build in a worker still under SHOW_AFTER_S: no panel yet (issue 26: most
        puzzles are built well within it, and a panel that flashes up is a wait felt)."""
        job = self.job
        return (
            not self.at_once
            and self.ports.display.realtime
            and job is not None
            and not job.done
            and job.elapsed() < SHOW_AFTER_S
        )

    def _built_unseen(self) -> bool:
        """A build finished before its panel was drawn (a level built while its lesson
        played, the lesson ending on a frame's update): no panel, it opens next update."""
        return not self.drawn and self.job is not None and self.job.done and not self.done

    def _state(self) -> tuple:
        elapsed = self.job.elapsed() if self.job is not None else 0.0
        stage = self.job.stage_text() if self.job is not None else "Starting"
        return int(elapsed / REDRAW_S), stage

    def toast_slots(self) -> list[pygame.Rect]:
        return around_card(self.size, self.panel_rect) if self.panel_rect.h else []

    def draw(self, surface):
        # the screen under it stays as it is: no flash for a short build, nor for one
        # already built (it opens on the next update)
        if self.overlay and (self._quick() or self._built_unseen()):
            if self.drawn:
                return []
            surface.fill((0, 0, 0, 0))
            self.drawn = True
            return True
        state = self._state()
        if not self.take_full_redraw() and state == self._shown:
            return []
        self._shown = state
        self._backdrop(surface)
        w, h = self.size
        settings = self.midend.settings  # as big as the menus around it (s374: Auto's times a choice)
        k = max(
            1.0,
            theme.ui_scale(self.size, settings),
            max(1.0, theme.ui_scale(self.size)) * theme.chosen(settings),
        )
        width = min(w - 24, int(PANEL_W * k))
        k = min(k, width / PANEL_W)
        code_size, code_lines = self._code_lines(width - int(40 * k), k)
        code_h = int(26 * k) * len(code_lines)
        r = pygame.Rect(0, 0, width, int(150 * k) + code_h)
        r.center = (w // 2, h // 2)
        self.panel_rect = r
        panel(surface, r, int(24 * k))
        title = panel_title(self.code)
        size = theme.fit_size(title, int(34 * k), r.w - int(32 * k), True, 20)
        theme.text(surface, title, size, theme.INK, (r.centerx, r.top + int(36 * k)), "center", True)
        y = r.top + int(66 * k)
        for line in code_lines:  # a level's code is known once it is chosen
            theme.text(surface, line, code_size, theme.INK_SOFT, (r.centerx, y), "center")
            y += int(26 * k)
        row = r.top + int(84 * k) + code_h
        still = palette.reduced_motion(self.midend.settings)
        spinner(surface, (r.left + int(44 * k), row), state[0], k, still)
        elapsed = self.job.elapsed() if self.job is not None else 0.0
        theme.text(
            surface,
            f"{state[1]}  {elapsed:4.1f} s",
            int(24 * k),
            theme.INK,
            (r.left + int(72 * k), row),
            "midleft",
        )
        cancel = (r.centerx - int(56 * k), r.bottom - int(26 * k))
        self.cancel_rect = key_cap(surface, cancel, pad_named("Esc"), int(18 * k), "midleft")
        theme.text(
            surface,
            "cancel",
            int(20 * k),
            theme.INK_SOFT,
            (self.cancel_rect.right + int(8 * k), self.cancel_rect.centery),
            "midleft",
        )
        self.drawn = True
        return True

    def _backdrop(self, surface) -> None:
        """Under the panel: the screen under it, dimmed, or the calm background of a
        loading screen of its own (cover)."""
        if self.overlay:
            surface.fill((0, 0, 0, 0))
            surface.fill((30, 24, 18, 70))
        else:
            self.paint_background(surface)

    def _code_lines(self, room: int, k: float) -> tuple[int, list[str]]:
        """(font size, lines) of the code the panel names in `room` pixels: one line where
        it reads at 16 px or more, else broken after its dashes onto two (stranger
        playtest: "2d-light_bulb-mirrored-200x256-..." ran out of the panel); none for a
        level not chosen yet."""
        text = self.code_text
        if text is None:
            return 0, []
        for n in (1, 2, 3):
            lines = split_code(text, n)
            widest = max(lines, key=lambda t: theme.text_size(t, 20, False)[0])
            size = theme.fit_size(widest, int(20 * k), room, False, 12)
            if size >= 16 or n == 3:
                return size, lines
        raise AssertionError("unreachable")


def spinner(surface, centre, tick: int, k: float = 1.0, still: bool = False) -> None:
    """A ring of dots with one bright dot going round (turns while the worker works);
    still (Settings' reduced motion): the ring steady, every dot alike, the stage words
    and the clock beside it telling that the work goes on (s127: the bright dot still
    went round with reduced motion on)."""
    head = tick % DOTS
    for i in range(DOTS):
        a = 2 * math.pi * i / DOTS - math.pi / 2
        fade = 0.45 if still else ((i - head) % DOTS) / DOTS  # 0 at the head, near 1 behind it
        colour = theme.mix(theme.ACCENT, theme.PANEL, fade * 0.85)
        pos = (int(centre[0] + 16 * k * math.cos(a)), int(centre[1] + 16 * k * math.sin(a)))
        pygame.draw.circle(surface, colour, pos, max(4, int(4 * k)))


def panel_title(task: object) -> str:
    """The panel's title: a board file is opened, not built (s138 read it in the worker,
    behind this panel, which said "Building the puzzle..." over a board already made)."""
    if isinstance(task, LevelTask):
        return f"Building level {task.level}..."
    if is_board_file(getattr(task, "path", "")):  # (a PictureTask: a picture or a board file)
        return "Opening the board..."
    return "Building the puzzle..."
