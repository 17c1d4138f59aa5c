"""Where toasts go over the play views (Scene.toast_slots, toast_lent, toast_clear,
toast_aims): the 2D board's free bands and sides, and over the 3D and Flat-3D views the
places beside the shape's outline on screen, its window corners, and what a toast there
hides least of. The places of a 3D frame are worked out once (`shape_places`), for the
slots and the lent places both."""

from __future__ import annotations

import math

import pygame

from quiver.engine.modes import Mode
from quiver.game.journey import BoardFile, ToastKind

from .area2d import arrow_cells, banner, spots, title_room, toast_places
from .closer_bar import bar_rooms, closer_up, note_up, room_holds
from .toast_bar import under_bar
from .toast_hide import HEAVY
from .toast_last import hud_bars

__all__ = [
    "board_aims",
    "board_toasts",
    "drop_words_up",
    "hud_bars",
    "lesson_words",
    "outline",
    "play_clear",
    "shape_aims",
    "shape_lent",
    "shape_places",
    "shape_toasts",
    "tap_marks",
    "toast_narrowest",
    "turning_box",
]


def lesson_words(play) -> list[pygame.Rect]:
    """A lesson's bubble, its Skip button, its pointer and leader, and the arrow it points
    at (2D: its cells; 3D: round its head): no place for a toast (one hid the arrow "Tap
    this arrow" spoke of, one the leader)."""
    c = play.coach
    if c is None or c.done:
        return []
    out = [r for r in (c.bubble, c.skip_btn.rect) if r is not None] + list(getattr(c, "cells", []))
    tip, line = getattr(c, "tip", []), getattr(c, "leader", None)
    if tip:  # its pointer, and the dashed leader joining it to a bubble away from it
        xs, ys = [p[0] for p in tip], [p[1] for p in tip]
        out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(8, 8))
    if line is not None:
        out += _along(*line)
    aimed = getattr(c, "aimed", None)
    if not play.flat_view and aimed is not None and aimed in play.board.alive:  # 3D: round its head
        out.append(_aim(play, aimed))
    return out


def _along(p0, p1) -> list[pygame.Rect]:
    """Small squares every 12 px along the line from p0 to p1 (a leader, a ray)."""
    (x0, y0), (x1, y1) = (tuple(map(int, p)) for p in (p0, p1))
    n = max(1, int(math.hypot(x1 - x0, y1 - y0)) // 12)
    return [
        pygame.Rect(x0 + (x1 - x0) * k // n - 5, y0 + (y1 - y0) * k // n - 5, 10, 10) for k in range(n + 1)
    ]


def play_clear(play) -> list[pygame.Rect]:
    """What a toast over a play view never covers (Scene.toast_clear): a lesson's words,
    the top bar, the bottom bar's buttons and code (a toast rising out of a band under
    the top bar stood over its chips in a lesson at 640x480), a blocked tap's ray and mark."""
    top, b = play.hud.top_rect, banner(play)  # (the top bar, less a 2D banner: area2d.banner)
    bar = [top] if b is None else [top.clip(0, 0, b.x - 3, top.h), top.clip(b.right + 3, 0, top.w, top.h)]
    return [*lesson_words(play), *bar, *hud_bars(play)[1:], *tap_marks(play)]


def tap_marks(play) -> list[pygame.Rect]:
    """A blocked tap's ray and the blocker's mark while they show (feel.on_blocked, MARK_TIME):
    a toast keeps off them, or waits till they go (s182: at 480x360 a first meeting's toast
    over the Flat block hid the mark of the tap that cost a heart)."""
    out = []
    for f in getattr(play.fx, "items", ()):
        if f.kind == "mark":
            out.append(pygame.Rect(int(f.pos[0]) - AIM // 2, int(f.pos[1]) - AIM // 2, AIM, AIM))
        elif f.kind == "ray":
            out += _along(f.pos, f.end)
    return out


def board_toasts(play) -> list[pygame.Rect]:
    """Where toasts go over the 2D board (Scene.toast_slots): area2d.toast_places with
    the arrows' cells and a lesson's words taken (the toast layer keeps the cards off
    those words: Scene.toast_clear). The window's corners keep as far off the arrows' cells
    as off the words: the rows carry 2 px past the cells (arrow_cells), and at 640x480 the
    corner right of the heart's lower rows came to 199 px, under NARROWEST, so a first
    meeting stood over the board instead, its card's top row on an arrow's tile (s367)."""
    over, paged = _bar_places(play)  # (last: the top bar, where each place over the board hides arrows)
    if paged:  # (a picture's note said a page at a time there: the others wait their turn, toast_bar.turns)
        return over
    cells, words = arrow_cells(play.view, play.board), lesson_words(play)
    drawn = [r.inflate(-4, -4) for r in cells]  # (the cells themselves)
    beside = _beside_board(play, cells, words) + _corners(play, words + drawn) + _beside_map(play)
    return toast_places(play.hud, play.size, words + cells, beside) + over


def _beside_map(play) -> list[pygame.Rect]:
    """Spots over the board left of its docked minimap (a board zoomed in: toast_clear keeps
    the minimap clear): at 480x360 every spot over the board, 400 px wide or the window's,
    reached into the minimap, and a picture's long note waited there till its time was up."""
    mm = play.minimap_rect()
    if mm is None:
        return []
    hud, area = play.hud, pygame.Rect(play.view.area)
    x = area.right + 8  # (first: above the minimap, off the board: s355, the note lay 24 px over it)
    above = pygame.Rect(x, hud.top_h + 6, play.size[0] - x, mm.y - 4 - hud.top_h - 6)
    return [above] * (above.h > 0) + spots((hud.top_h + 6, hud.bottom_rect.y - 4), mm.x - 4)


def _beside_board(play, cells: list[pygame.Rect], words: list[pygame.Rect]) -> list[pygame.Rect]:
    """Beside the arrows' cells, left and right, between a lesson's words there (its
    Skip button above, its bubble below): the sides `toast_places` finds are beside the
    words too, and a bubble as wide as the window left none (640x480, the second board:
    "Out of hearts" stood over its lower arrows, a free column right of them)."""
    if not words or not cells:
        return []
    hud, (w, _) = play.hud, play.size
    top, bottom = hud.top_h + 6, hud.bottom_rect.y
    x0, x1 = min(r.x for r in cells) - 4, max(r.right for r in cells) + 4
    out = []
    for side in (pygame.Rect(0, top, x0, bottom - top), pygame.Rect(x1, top, w - x1, bottom - top)):
        y = top
        for r in sorted((r for r in words if r.colliderect(side)), key=lambda r: r.y):
            out.append(pygame.Rect(side.x, y, side.w, r.y - 4 - y))
            y = max(y, r.bottom + 4)
        out.append(pygame.Rect(side.x, y, side.w, bottom - y))
    return [r for r in out if r.w > 0 and r.h > 0]


def board_aims(play) -> list[pygame.Rect]:
    """What a toast over the 2D board hides least of (Scene.toast_aims): its arrows; in a
    lesson in a small window (`toast_narrowest`'s) weighed heavy (toast_hide.HEAVY): never
    under a toast where compact cards beside them hold it (s136: at 480x360 two short
    cards covered the lesson's other arrows, the columns beside them left out)."""
    area = pygame.Rect(play.view.area)  # (rows past it, under a bar or the minimap, are not drawn)
    cells = [r.clip(area) for r in arrow_cells(play.view, play.board) if r.colliderect(area)]
    return cells * (HEAVY + 1) if _small_lesson(play) or _small_zoomed(play) else cells


def _small_zoomed(play) -> bool:
    """A 2D board zoomed in, its minimap docked, in a window under 560 px wide: its arrows
    fill the board's area, and the one place off them, above the minimap (`_beside_map`),
    holds a toast in compact cards only (s355: at 480x360 a picture's note lay 24 px over
    the board's right column)."""
    return play.size[0] < 560 and play.minimap_rect() is not None


def _small_lesson(play) -> bool:
    """A 2D lesson in a window under 560 px wide: its board and bubble leave columns about
    130 px wide beside the arrows (480x360), the only places off them."""
    return play.size[0] < 560 and play.board.mode == Mode.TWO_D and bool(lesson_words(play))


def shape_toasts(play) -> list[pygame.Rect]:
    """Where toasts go over the 3D and Flat-3D views (Scene.toast_slots): as on the 2D
    board, with the shape's outline on screen (`outline`, a strip a row) for the arrows'
    cells, off a lesson's words and the arrow its bubble points at; then the window's
    corners beside the outline (a sphere at 800x600 left no side 200 px wide, and a toast
    stood over its top: the box round its cells, projected, was wider than the sphere).
    Under 800 px wide, with a corner off the shape, those over it are lent (`shape_lent`):
    tried after the corners in every print (640x480: a strip over a sphere's top, s50)."""
    over = _banner(play)  # (last, as over the 2D board)
    return [r.copy() for r in shape_places(play)[0]] + over


def _banner(play) -> list[pygame.Rect]:
    return _bar_places(play)[0]


def _bar_places(play) -> tuple[list[pygame.Rect], bool]:
    """The place over the top bar (area2d.banner), but none while a toast said over another
    screen is up: "Puzzle kept: ... Enter seed CODE", said on the menu as a 3D puzzle was
    left, stood 2.5 s over Level 1's title and chips at 640x480 (s276). The HUD's bar is
    lent only to this puzzle's own news. Its title's room (area2d.title_room: every chip in
    sight, s322 from 800 px wide, s327 at every size); the whole place, over the counts, only
    where that room is too narrow or for a first meeting it cannot hold (`met_over_counts`);
    over a 2D board, a picture's note's (closer_bar.bar_rooms: True, where it is said a page at
    a time, the title's and the points' part of the bar: s398)."""
    over = banner(play)
    if over is None or _guest_up(play):
        return [], False
    room = title_room(play)
    if room is None or (met_over_counts(play) and _met_up(play, room)):
        return [over], False  # (over the counts: toast_bar.give_way fades it once one changes)
    if play.board.mode != Mode.TWO_D:
        return [room], False
    rooms, paged = bar_rooms(play, room)  # (one line where that holds them)
    counts = not paged and (drop_words_up(play) or closer_up(play) or note_up(play))  # (over them: last)
    return [*rooms, *[over] * counts], paged


def met_over_counts(play) -> bool:
    """A first meeting the title's room does not hold goes over the top bar's counts in the
    whole bar place in a 2D view under 560 px wide (every place over its zoomed-in board hides
    arrows: s190, at 480x360 it covered 14-17% of the board) and in a 3D or Flat one under 800
    px wide (its corners beside the shape held it a word a line, s190); it goes as soon as a
    count changes (toast_bar.give_way). Elsewhere a corner or a side holds it (s327: 640x480,
    beside the heart board in a line). tools/layout.py --toasts allows this one case."""
    return play.size[0] < (560 if play.board.mode == Mode.TWO_D else 800)


def drop_words_up(play) -> bool:
    """A dropped file's words are up, and no others: words kept for the opening of a 2D
    board file's puzzle (toast_note.Toast.kept, BoardFile: "2 other files left"; a level's
    after a lesson are not). Like a first meeting in a small window they may stand in the
    whole bar place, over the counts, at any size, where every place over the board hides
    arrows (the bar place is tried last). s375: at 480x360 and 640x480 a photo's board fills
    the area, and they stood over its top corner, on its arrows (the title's room holds
    them in no print the layer takes there). Said as the puzzle opens, no count has changed
    yet; they go when one does, or after BAR_SECONDS (toast_bar.give_way)."""
    up = play.feedback.toasts.toasts
    if not up or not isinstance(getattr(getattr(play, "request", None), "origin", None), BoardFile):
        return False
    return all(t.kept and t.kind != ToastKind.LESSON for t in up)


def _met_up(play, room: pygame.Rect) -> bool:
    """A first meeting (ToastKind.LESSON) is up that the title's `room` does not hold, in
    two lines of the least print the bar place takes (toast_bar), in either form."""
    met = [t for t in play.feedback.toasts.toasts if t.kind == ToastKind.LESSON]
    return any(not room_holds(room, {t.long, t.short or t.long}) for t in met)


def _guest_up(play) -> bool:
    """A saved toast (it stays its time) said over another screen is up."""
    up = getattr(getattr(play, "feedback", None), "toasts", None)
    return any(t.kind == ToastKind.SAVED and t.screen not in (None, play) for t in getattr(up, "toasts", ()))


def shape_lent(play) -> list[pygame.Rect]:
    """The places over the shape lent toasts after `shape_toasts` (Scene.toast_lent)."""
    return [r.copy() for r in shape_places(play)[1]]


def shape_places(play) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """`shape_toasts` and `shape_lent` at once, worked out once a frame: kept while what
    they are made of stays (the window's size, the HUD's bars, buttons and code, a
    lesson's words, the shape's outline, itself kept for the view: `outline`). The toast
    layer asks for both in a frame with toasts up (each took ~0.5 ms on a sphere 30)."""
    shape, words, hud = outline(play), lesson_words(play), play.hud
    key = (
        tuple(play.size),
        play.board.mode,
        hud.top_h,
        tuple(hud.bottom_rect),
        tuple((n, tuple(r)) for n, r in hud.buttons.items()),
        None if hud.code_rect is None else tuple(hud.code_rect),
        tuple(map(tuple, words)),
        tuple(map(tuple, shape)),
    )
    kept = getattr(play, "_places", None)
    if kept is None or kept[0] != key:
        kept = play._places = (key, _shape_places(play, shape, words))
    return kept[1]


def _shape_places(play, shape, words) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    from .toast_cards import NARROWEST, narrowest, room

    places = toast_places(play.hud, play.size, [*words, *shape], _corners(play, shape))
    least = toast_narrowest(play)
    off = [r for r in places if r.collidelist(shape) < 0]
    if least >= NARROWEST or not any(r.w >= narrowest(least=least) and r.h >= room(2) for r in off):
        return places, []
    return off, [r for r in places if r.collidelist(shape) >= 0]


def toast_narrowest(play) -> int:
    """The narrowest place a toast takes over the 3D views (Play3DScene.toast_narrowest):
    in the 3D and Flat 3D modes under 800 px wide the corners beside the shape (about
    120 px beside a sphere at 640x480), in smaller print (s50; s130: at 480x360 every
    place 200 px wide lay over the block's middle; s143: at 640x480 Flat's two toasts lay
    wide over the block's top and bottom, off its middle, where 3D's stood beside it); in
    a 2D lesson under 800 px wide a column beside the arrows, its bubble as wide as the
    window (the second board at 640x480: about 190 px); else NARROWEST's. At 1x: the toast
    layer grows it with its print (toast_cards.narrowest)."""
    from .toast_cards import NARROWEST

    if play.size[0] < 800 and play.board.mode in (Mode.THREE_D, Mode.FLAT):
        return 110
    if _small_lesson(play):  # (480x360: the columns beside its arrows, 129 px, in compact cards)
        return 120
    lesson = play.board.mode == Mode.TWO_D and bool(lesson_words(play))
    return 150 if play.size[0] < 800 and lesson else NARROWEST


def shape_aims(play) -> list[pygame.Rect]:
    """What a toast over the shape hides least of (Scene.toast_aims; where no side is
    free, often under 200 px): the arrows' heads the player aims at, the shape (the box
    round its cells: its outline's strips alone put two long toasts over its middle at
    640x480), its outline's strips too (the box reaches past the shape: a smaller print
    off the shape hid as much of it as a bigger one over the shape, toast_stack's
    `_less_hidden`), and its middle, a third of the window's width and a quarter of its
    height (weighed MIDDLE times: they sat over it)."""
    cam, (w, h) = play.ctl.camera, play.size
    x, y, _ = cam.project(cam.target, w, h)
    middle = pygame.Rect(0, 0, w // 3, h // 4)
    middle.center = (int(x), int(y))  # (the box's middle sits low: its corners stand out)
    heads, box, lines = _heads_kept(play), _shape_box(play), under_bar(play, outline(play))
    # the same list while its parts stay (s178: the toast layer counts it again only when
    # it changes; 52 000 heads counted afresh took 90 ms a frame of a still view)
    kept = getattr(play, "_shape_aims", None)
    if kept is None or kept[0] is not heads or kept[1] is not lines or kept[2] != (tuple(box), tuple(middle)):
        aims = [*heads, box, *lines, *[middle] * MIDDLE]
        kept = play._shape_aims = (heads, lines, (tuple(box), tuple(middle)), aims)
    return kept[3]


def outline(play) -> list[pygame.Rect]:
    """The shape's outline on screen in strips (shape_outline.outline: numpy, imported by
    the 3D views only, so that 2D play never loads it)."""
    from .shape_outline import outline as strips

    return strips(play)


def _corners(play, shape: list[pygame.Rect]) -> list[pygame.Rect]:
    """The window's corners between the bars beside the shape's outline, as tall as a toast
    of 2 to MOST_LINES lines, in TEXT and in the print that grows with the HUD (s271: at
    2560x1440 none held a path of three lines in 40 px), each as wide as the outline leaves
    in those rows (the narrow ones the toast layer leaves out)."""
    from .toast import MOST_LINES, TEXT, room

    hud, (w, _) = play.hud, play.size
    top, bottom, out = hud.top_h + 6, hud.bottom_rect.y, []  # (a card hung from the top clears the bar)
    prints = dict.fromkeys((TEXT, round(TEXT * max(1.0, hud.u))))
    for tall in dict.fromkeys(room(n, z) for z in prints for n in range(2, MOST_LINES + 1)):
        for y in (top, bottom - tall):
            near = pygame.Rect(0, y, w, tall).collidelistall(shape)
            x0 = min((shape[k].x for k in near), default=w) - 4
            x1 = max((shape[k].right for k in near), default=0) + 4
            out += [pygame.Rect(0, y, x0, tall), pygame.Rect(x1, y, w - x1, tall)]
    return [r for r in out if r.w > 0]


def turning_box(play) -> pygame.Rect | None:
    """The shape's box on screen while the player turns the view (Scene.toast_turning_box:
    the toasts are placed afresh once it moves a few px, toast_stack.DRIFT); None when still."""
    return _shape_box(play) if play._view_moving() else None


def _shape_box(play) -> pygame.Rect:
    """The box round the shape's cells, projected: its extent in the window."""
    cam, (w, h) = play.ctl.camera, play.size
    if getattr(play, "_voxel_box", None) is None:  # the shape's cells never move: once a board
        from .shape_outline import voxel_box

        play._voxel_box = voxel_box(play.board.space.cells)
    lo, hi = play._voxel_box
    corners = [(x, y, z) for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])]
    xs, ys = zip(*(cam.project(p, w, h)[:2] for p in corners), strict=True)
    shape = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
    return shape.clip(0, 0, w, h)


def _heads(play) -> list[pygame.Rect]:
    return list(_heads_kept(play))


def _heads_kept(play) -> list[pygame.Rect]:
    """Round every arrow's head on screen (_aim of each, through the camera's matrices
    once: a toast's place is weighed each frame it changes). Kept while the view, the
    window and the board stay (s178: a toast's place is weighed several times a frame,
    and on a 3D cube 64's 52 000 arrows each took 0.4 s: a tap's frame took 2 s)."""
    (w, h), cam = play.size, play.ctl.camera
    view, proj = cam.matrices(w, h)
    matrix = proj * view
    history = play.session.history
    key = (matrix.to_bytes(), w, h, id(history), len(history), len(play.board.alive))
    kept = getattr(play, "_aimed", None)
    if kept is None or kept[0] != key:
        from .shape_outline import head_points, projected

        kept = play._aimed = (key, projected(head_points(play), matrix, w, h, AIM))
    return kept[1]


def _aim(play, i: int) -> pygame.Rect:
    """Round arrow i's head on screen: what a toast over the shape keeps off."""
    x, y, _ = play.ctl.camera.project(play.head_point(i), *play.size)
    r = pygame.Rect(0, 0, AIM, AIM)
    r.center = (int(x), int(y))
    return r


AIM = 40  # px round an arrow's head on screen that a toast over the shape covers
MIDDLE = 100  # times a pixel of the shape's middle counts against a toast over it: all but never
