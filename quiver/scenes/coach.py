"""The lesson coach: plays a mode's lesson (quiver/game/lessons.py) in the real play scene.

Each stage's hand-made board opens in the mode's own play scene, with its coach; the coach
shows the current step's one line in a bubble next to what it talks about (an arrow, the
hearts, the board), moves on when the player does what the step asks (the play scene
reports taps; the coach watches the 3D camera turn or zoom), and opens the next stage when
a board is cleared: no result screen, nothing recorded. A lost board starts again, fresh,
at the step reached. A cleared board gets a "Well done" beat first (BEAT seconds; a key or
a click moves on; Skip lesson beside it); a lesson left after it goes on at the next board
(midend.lesson_reached). "Skip lesson" ends it at once (Esc asks first); either way the mode
is remembered as taught (``seen_lessons``) and `then` runs, else the mode's campaign level."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from quiver.engine.modes import Mode
from quiver.game.journey import LessonBoard, PuzzleRequest, ToastKind
from quiver.game.lessons import (
    ARROW_ANCHORS,
    Anchor,
    Until,
    anchor_arrow,
    anchor_arrows,
    lesson,
    lesson_title,
    special_lesson,
)
from quiver.render2d import theme
from quiver.render2d.widgets import Button

from .bubble import BOARD_LIFT, BUBBLE_PAD, aim_kept, cell_rects, other_cells
from .bubble_cross import crossing
from .bubble_fit import bubble_avoid, bubble_left
from .bubble_place import Pick, fit_bubble, readable
from .footprint import footprint, other_footprints
from .lesson_aim import aimed_at_rest
from .lesson_beat import draw_beat
from .lesson_bend import shows
from .lesson_hidden import hidden, in_sight, step_line
from .lesson_hold import fire_held, holds_hint, holds_pick, say, spared, unsay
from .lesson_pace import Pace
from .lesson_pad import said, words_now
from .lesson_point import ring_beat, ring_room, rings
from .lesson_route import arrow_cells, clear, draw_route
from .lesson_settle import Settle
from .lesson_skip import ask_skip, skip_clicked, skip_kept, skip_placed
from .lesson_turn import pointed
from .lesson_view import watch_view
from .registry import MODE_LABELS, play_factory
from .toast_said import Said

if TYPE_CHECKING:
    from quiver.engine.modes import SpecialKind

    from .base import Ports
    from .play import PlayScene

BEAT = 0.8  # seconds the "Well done" beat shows after a cleared lesson board


class Coach:
    def __init__(
        self, ports: Ports, mode: str, then: Callable[[], None] | None = None, kind: SpecialKind | None = None
    ) -> None:
        """`kind`: a kind of special arrow ("locks", "two-headed"): its one-step lesson
        instead of the mode's first-start lesson."""
        self.ports, self.mode, self.then, self.kind = ports, mode, then, kind
        self.stages = lesson(mode) if kind is None else special_lesson(mode, kind)
        self.stage, self.step, self.done = 0, 0, False
        self.play: PlayScene | None = None
        self._view0: tuple[Any, float] | None = None  # (camera rotation, zoom) when a step began
        self.skip_btn = Button("Skip lesson", lambda: skip_clicked(self), sub="Esc")
        self.beat: tuple[float, Callable[[], None]] | None = None  # (until, then) after a clear
        self.bubble: pygame.Rect | None = None  # where the bubble was last drawn (tests)
        self.tip: list[tuple[int, int]] = []  # its pointer's triangle, [] for none (tests)
        self.leader: tuple[tuple[int, int], tuple[int, int]] | None = None  # the route's last stretch
        self.route: list[tuple[int, int]] = []  # the dashed leader, bubble to a far tip (lesson_route)
        self.ring: pygame.Rect | None = None  # the ring round the hearts, or the 3D tip (lesson_point.rings)
        self.ring_from: float | None = None  # when it showed since the step was reached (None: not yet)
        self._prefer: tuple | None = None  # ((stage, step, window, board), arrow to aim at, bend)
        self._routes: dict[tuple, tuple[int | None, bool]] = {}  # _routed's choices, by the first
        self.cells: list[pygame.Rect] = []  # 2D: the cells of the arrow it points at
        self.avoid: list[pygame.Rect] = []  # 2D: the other arrows' cells
        self.aimed: int | None = None  # the arrow the bubble points at (None: none)
        self.aim_key: tuple[int, int] | None = None  # ... and its point (bubble.aim_kept), kept
        self._aim_step: tuple[int, int] | None = None  # (stage, step) aim_key was aimed in
        self._way: list[int] = []  # 3D: which of bubble.pointer's tries it drew last frame
        self.pace = Pace()  # one press moves the lesson on one step at most
        self.settle = Settle()  # 3D: the bubble held in place while the view zooms
        self._picked: tuple[tuple, Pick] | None = None  # ((stage, step, window), the bubble's last place)
        self.view_seen: tuple | None = None  # 3D: ((stage, step, window), the view last looked at)
        self.view_kept: tuple | None = None  # ... and the last that showed the step's arrow (lesson_view)
        self.held_said = Said()  # why taps did not fire, said in this step (lesson_hold.say)

    # -- flow ---------------------------------------------------------------------------------
    @property
    def current(self):
        steps = self.stages[self.stage].steps
        return steps[min(self.step, len(steps) - 1)]

    def start(self) -> None:
        """The lesson's board the player reached when it was left (lesson_marks), else its first."""
        self._open(min(self.ports.midend.lesson_board(self.mode, self.kind), len(self.stages) - 1))

    def _open(self, k: int, step: int = 0) -> None:
        """Stage k's board, fresh, from `step` (a lost board: the step the player reached)."""
        ports = self.ports
        factory, why = play_factory(self.mode, ports.display)
        if factory is None:  # no OpenGL: nothing to teach (or play) here
            ports.feedback.toast(
                f"No {MODE_LABELS.get(self.mode, self.mode)} lesson here: {why}", ToastKind.WARN
            )
            self.done = True
            ports.stack.to_menu()
            return
        self.stage, self.step, self._view0, self.ring_from = k, step, None, None  # (each arrival: its pulse)
        unsay(self)  # (and the last board's bubble, laid out again: update)
        self.bubble, self._prefer = None, None
        self.pace.begin(ports.clock())
        stage = self.stages[k]
        label = f"Lesson {k + 1} of {len(self.stages)}"
        play = factory(  # three hearts whatever the setting: they are taught
            ports,
            stage.make_board(),
            None,
            label,
            hearts=3,
            request=PuzzleRequest(LessonBoard(Mode(self.mode), self.kind)),
            coach=self,
            title=lesson_title(stage.name, k, len(self.stages)),
        )
        self.play = play
        if (ctl := getattr(play, "ctl", None)) is not None:  # 3D: a view step lights no arrow,
            ctl.hover_off = lambda i=None: fire_held(self, i) is not None  # nor any step a held one
        ports.stack.to_menu()
        ports.stack.push(play)

    def advance(self) -> None:
        self.step, self._view0, self.ring_from, self._prefer = self.step + 1, None, None, None
        unsay(self)
        self.pace.begin(self.ports.clock())
        if self.play is not None:
            self.play.coach_moved()  # (2D: drawn whole; 3D: the bubble where it changed, s311)

    def event(self, happened: Until) -> None:
        """Something happened in play: an arrow left, a tap was blocked, the view turned or zoomed."""
        if (
            not self.done
            and self.step < len(self.stages[self.stage].steps)
            and self.current.until == happened
        ):
            self.advance()

    def on_fire(self, res) -> None:
        if res.left:
            self.event(Until.LEFT)
        elif res.blocked:
            self.event(Until.BLOCKED)

    def holds_fire(self, i: int | None = None) -> bool:
        """A tap on arrow i does not fire in this step, and the lesson says why (lesson_hold)."""
        line = fire_held(self, i)
        if line is not None:
            say(self, line)  # (with its short form: lesson_hold.SHORT)
        return line is not None

    def on_over(self, won: bool) -> None:
        """The board is clear (next stage, or the end) or lost (the same board again)."""
        if self.done:
            return
        if not won:  # the same board, fresh, at the same step: a player who turned, zoomed
            # and tapped is not taught to turn again (every step before was done, and the
            # fresh board has what each step points at); then the news, of the new board
            self._open(self.stage, self.step)
            self.ports.feedback.toast("Out of hearts: this board starts again")
            return
        k = self.stage + 1
        if k < len(self.stages):  # a quit from here goes on at the next board (midend)
            self.ports.midend.lesson_reached(self.mode, self.kind, k)
        then = (lambda: self._open(k)) if k < len(self.stages) else self.finish
        self.beat = (self.ports.clock() + BEAT, then)
        if self.play is not None:
            self.play.full_redraw = True

    def end_beat(self) -> None:
        """The beat is over (its time, or a key or a click): the next board, or the end."""
        if self.beat is not None:
            then, self.beat = self.beat[1], None
            then()

    def update(self, play) -> None:
        """Watch the 3D view for a turn or a zoom; skip a step whose arrow is gone."""
        if self.beat is not None:
            if self.ports.clock() >= self.beat[0] and self.ports.stack.top is play:  # (not under
                self.end_beat()  # Esc's question: lesson_skip.ask_skip)
            return
        if self.bubble is None and getattr(play, "flat_view", False):  # 2D: a board's first frame laid
            self._routed(play)  # out before the toasts are placed (app.step): they keep off it from the first
        watch_view(self, play)  # (3D: a turn, a zoom; the step's arrow kept in view)
        self.settle.see(play, self.ports.clock())
        steps = self.stages[self.stage].steps
        if (
            self.current.anchor in ARROW_ANCHORS  # (none left: skipped, unless it is the last)
            and self.step + 1 < len(steps)
            and anchor_arrow(play.board, self.current.anchor) is None
            and not play.session.over
            and self.pace.may_skip(self.ports.clock())  # its line read first
        ):
            self.advance()

    def skip(self) -> None:
        self.ports.feedback.sound("click")
        self.finish()

    def finish(self) -> None:
        """Remember that this mode was taught, then go on to what the player asked for."""
        if self.done:
            return
        self.done, self.beat = True, None  # the play scene no longer shows it
        self.ports.midend.lesson_seen(self.mode, self.kind)
        if self.then is not None:
            self.then()
        elif self.kind is None:  # a lesson played again: on to the player's own level (level
            self.ports.journeys.level(self.mode)  # 1 at first; not 1 for a player on level 6)
        else:
            self.ports.stack.to_menu()

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        self.pace.see(event)
        up = event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1
        if self.beat is not None and (
            (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)
            or (up and not (self.skip_btn.pressed and self.skip_btn.rect.collidepoint(event.pos)))
        ):
            self.end_beat()  # on at once (Esc, and Skip lesson shown by the card, still skip it)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            ask_skip(self)  # asks first: Esc is the key that pauses every other puzzle
            return True
        return holds_hint(self, event) or holds_pick(self, event) or self.skip_btn.handle(event)

    # -- drawing --------------------------------------------------------------------------------
    def animating(self) -> bool:
        """The beat after a clear runs out, the hearts' ring pulses (lesson_point.ring_beat), or
        a zoom or turn settles (lesson_settle: the bubble is placed again then)."""
        return self.beat is not None or ring_beat(self) is not None or self.settle.moving(self.ports.clock())

    def key(self) -> tuple:
        b = self.skip_btn  # (words_now: the words of the player's input)
        beats = (self.beat is not None, ring_beat(self))  # (the hearts' ring: a pulse redraws)
        settled = not self.settle.moving(self.ports.clock())  # (a zoom's or turn's end: placed again)
        return (self.stage, self.step, b.hover, b.pressed, *beats, settled, words_now(), step_line(self))

    def target(self, play) -> tuple[tuple[int, int], str, list[pygame.Rect]]:
        """The pixel the bubble points at, where the bubble sits first ("above"/"below"),
        and the arrow it talks about, as the bubble keeps off it (footprint.footprint)."""
        w, _h = play.size
        top = play.hud.top_rect.bottom
        self.cells, self.avoid, self.aimed = [], [], None
        if self.current.anchor == Anchor.HEARTS:
            return (70, top + 4), "below", []
        now = (self.stage, self.step)
        keep = self.aim_key if self._aim_step == now else None  # (the same point while it shows)
        arrows = spared(self, anchor_arrows(play.board, self.current.anchor))
        pick = self._prefer[1] if self._prefer is not None else None  # (_routed's: else any,
        aimed = aim_kept(play, [pick], keep) if pick in arrows else None  # as a zoom left it out)
        aimed = in_sight(play, aimed or aim_kept(play, arrows, keep), arrows)  # (lesson_hidden)
        self.aim_key, self._aim_step = (aimed[0], now) if aimed is not None else (None, None)
        if aimed is not None:
            (i, _k), (x, y) = aimed
            self.cells, self.avoid, self.aimed = cell_rects(play, i), other_cells(play, i), i
            side = "below" if y < top + 140 else "above"
            return (x, y), side, footprint(play, i)
        return (w // 2, play.hud.bottom_rect.y - BOARD_LIFT), "above", []

    def looks(self, play) -> tuple:  # (laid out, and what that shows: lesson_bend.shows; play3d, s308)
        return (laid := self._routed(play)), shows(play, self, laid)

    def draw(self, surface, play, laid=None) -> list[pygame.Rect]:
        if self.done:
            return []
        if self.beat is not None:  # Skip lesson where it stood: what Esc does here (s72)
            self.skip_btn.rect = skip_kept(self.skip_btn.rect, play)
            self.skip_btn.draw(surface)
            return [draw_beat(surface, play, self), self.skip_btn.rect.inflate(12, 12)]
        msg, bubble, skip, runs = laid or self._routed(play)
        u = play.hud.u
        rects = [bubble.inflate(8, 8), *draw_route(surface, play, self, runs)]
        rects += rings(surface, play, self)  # (a step about the hearts, far from them; the 3D tip)
        pygame.draw.rect(surface, theme.INK, bubble, border_radius=int(14 * u))
        surface.blit(msg.image, msg.image.get_rect(midleft=(bubble.x + int(BUBBLE_PAD * u), bubble.centery)))
        count = f"{min(self.step + 1, len(steps := self.stages[self.stage].steps))}/{len(steps)}"
        soft, at = theme.mix(theme.INK, (255, 255, 255), 0.6), (bubble.right - int(12 * u), bubble.centery)
        theme.text(surface, count, int(18 * u), soft, at, "midright")
        b = self.skip_btn
        b.rect, b.sub = skip, "Esc"  # (at 640 too: every button there says its key, s45)
        b.draw(surface)
        rects.append(b.rect.inflate(12, 12))
        return rects

    def _routed(self, play):
        """`_layout` with its pointer where its leader crosses no arrow (lesson_route): the
        arrow aimed at, else another the step names, else the first by a bent leader; chosen
        once a step, window size and board and kept (`_routes`: a resize and back, as it was)."""
        now = (self.stage, self.step, play.size, tuple(sorted(play.board.alive)))
        if not play.flat_view:  # (3D: at rest, the step's arrow whose leader crosses fewest, s311)
            return aimed_at_rest(self, play)
        if now in self._routes:
            self._prefer = (now, *self._routes[now])
            return self._layout(play)
        self._prefer = (now, None, False)
        got = self._layout(play)
        first, bend = self.aimed, False
        if first is not None and not clear(self.route, arrow_cells(play, first)):
            others = [i for i in spared(self, anchor_arrows(play.board, self.current.anchor)) if i != first]
            for pick, bend in [*((i, False) for i in others), (first, True), (first, False)]:
                self._prefer, self._picked = (now, pick, bend), None  # (the last: none clear, faint)
                got = self._layout(play)
                if self.aimed is not None and self.tip and clear(self.route, arrow_cells(play, self.aimed)):
                    break  # (an arrow out of a zoomed view gets no aim: no pointer is no route)
        self._routes[now] = (self.aimed, bend)
        return got

    def _layout(self, play):
        """The bubble placed, its pointer and leader found (self.tip, self.route): (its
        wrapped line, its rectangle, Skip lesson's, the leader's stretches over arrows)."""
        w, _h = play.size
        u = play.hud.u  # the bubble is as much bigger as the HUD in a big window
        size = int(26 * u)
        th = theme.text_size("Ag", size, True)[1]
        (ax, ay), side0, body = self.target(play)
        skip = skip_placed(play, (ax, ay), self.skip_btn.rect)
        anchor = self.current.anchor
        unaimed = anchor == Anchor.BOARD or (
            play.flat_view and self.aimed is None and anchor != Anchor.HEARTS
        )
        unaimed = unaimed or hidden(self, play, (ax, ay))  # (3D: its arrow out of sight, lesson_hidden)
        gap = 0 if unaimed else 34 if anchor == Anchor.HEARTS else play.anchor_gap()  # (0: no pointer)
        column = left = bubble_left(play)  # the bubble's room (3D: its column beside the shape)
        right = w
        others = other_footprints(play, self.aimed)
        mm = getattr(play, "minimap_rect", lambda: None)()  # (2D: a board cut by a zoom, s65; 3D's tip ring)
        keep_off = [r.inflate(12, 12) for r in (skip, mm, ring_room(play, self)) if r is not None]
        top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
        # (2D: Skip weighed in put the bubble over arrows at 640x480, s20, s75; its room is cut beside Skip)
        beside = (column, bubble_avoid(play, keep_off), crossing(self, play, (ax, ay), gap, skip))
        for _ in range(3):  # again, narrower, if it ran under Skip or the minimap
            room = (left, top, right, bottom)
            msg, bubble, side = self._place(size, th, room, (ax, ay), side0, gap, body, others, play, beside)
            hit = next((r for r in keep_off if bubble.colliderect(r)), None)
            if hit is None:
                break
            aside = (left, min(right, hit.x)) if hit.centerx > w // 2 else (max(left, hit.right), right)
            if aside[1] - aside[0] >= readable(size):
                left, right = aside
            else:  # under it (or over it), as wide: s264, a word a line left of Skip at 480x360
                top, bottom = (hit.bottom, bottom) if hit.centery < (top + bottom) // 2 else (top, hit.y)
        self.bubble = bubble
        return msg, bubble, skip, pointed(self, play, bubble, side, (ax, ay), gap, skip)

    def _place(
        self, size, th, room, target, side0, gap, body, others, play, beside
    ) -> tuple[Any, pygame.Rect, str]:
        """The line wrapped and its bubble placed in `room` (bubble_place.fit_bubble), where
        it was last frame while that place does as well (it does not hop as the view turns),
        in a window of the same size (s65: a resize to 640x480 and back kept its 640 wrap);
        lines even in 3D and Flat 3D (s93). `beside`: the left of the column kept beside a 3D
        shape (bubble_fit.bubble_left, as _layout found it; 0 for none: a room from there is
        snug), the boxes of Skip lesson and the minimap it keeps off (bubble_spot's `avoid`),
        and its leader's weight from a place (bubble_cross, bubble_spot's `crossing`). Held
        where it stood while the view zooms or turns (lesson_settle), with the same words."""
        words = said(step_line(self))  # (held with these words only: a pointer hid, s311)
        now, even = (self.stage, self.step, play.size), getattr(play, "ctl", None) is not None
        last = self._picked[1] if self._picked is not None and self._picked[0] == now else None
        (column, avoid, weigh), clock, key = beside, self.ports.clock(), (*now, words, self.aimed)
        self.settle.see(play, clock)
        held = self.settle.held(key, clock, target, body, avoid, weigh)
        if held is not None:
            return held
        snug = room[0] == column > 0  # (beside a 3D shape)
        fit = lambda on, them: fit_bubble(  # (the arrows' boxes, or where a zoom takes them: Settle.ahead)
            words, size, th, room, target, side0, gap, on, them, last, even, snug, avoid, weigh
        )
        msg, spot, pick = self.settle.ahead(play, self.aimed, (body, others), key, clock, fit)
        self._picked = (now, pick)
        self.settle.keep(key, (msg, spot.rect, spot.side))
        return msg, spot.rect, spot.side


def start_lesson(
    ports: Ports, mode: str, then: Callable[[], None] | None = None, kind: SpecialKind | None = None
) -> Coach:
    coach = Coach(ports, mode, then, kind)
    coach.start()
    return coach
