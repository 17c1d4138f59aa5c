"""A blocked tap on a 2D board zoomed in, whose blocker lay off the visible part of the
board: the ray ran off the view's edge and the ring round the blocker was drawn outside
it, unseen (at 480x360 a cell past the view's top): a heart went and nothing on screen
said why. The view now moves, the least it must (eased over the bounce's flight; at once
with reduced motion), so the blocker, its ring and the tapped head show (fire2d.shown_shift)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until
from closer import look_closer

pygame = pytest.importorskip("pygame")

CODE = "2d-heart-40x35-170-easy-1-g9"  # zoomed in at 480x360 by a tap, its minimap docked


def _play(make, size):
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app = make(size=size)
    app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(CODE)))
    run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
    look_closer(app.top)  # (its first look is whole: a tap looks closer, s342)
    run(app, 3)
    app.toasts.toasts = []
    return app, app.top


def _pixel(play, cid):
    return play.view.cell_center(*play.board.space.coord(cid))


def _taps(play, cause_shows: bool):
    """Blocked arrows whose head shows, their blocker's cell showing or not (`cause_shows`),
    each with its blocked cell, the nearest first."""
    area, b = pygame.Rect(play.view.area), play.board
    inner = area.inflate(-4 * play.view.cell, -4 * play.view.cell)
    out = []
    for i in sorted(b.alive):
        hit = b.first_blocker(i)
        seen = inner if cause_shows else area
        if hit is None or b.locks[i] is not None or not seen.collidepoint(_pixel(play, b.arrows[i].head)):
            continue
        if seen.collidepoint(_pixel(play, hit.cell)) == cause_shows:
            far = sum(
                abs(p - q)
                for p, q in zip(b.space.coord(hit.cell), b.space.coord(b.arrows[i].head), strict=True)
            )
            out.append((far, i, hit.cell))
    return [(i, cell) for _, i, cell in sorted(out)]


@pytest.mark.parametrize("reduced", [False, True])
def test_a_blocked_tap_brings_its_blocker_into_view(monkeypatch, tmp_path, reduced):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (480, 360))
        assert play.view.pannable and play.minimap_rect() is not None  # (zoomed in)
        i, cell = _taps(play, cause_shows=False)[0]
        play.reduced = reduced
        hearts = play.session.hearts
        assert not play.fire(i).left
        run(app, 1 if reduced else 30)
        area = pygame.Rect(play.view.area)
        ring = next(f for f in play.fx.items if f.kind == "mark")
        assert area.collidepoint(ring.pos), (ring.pos, area)  # (before: a cell past the view's top)
        assert area.inflate(-play.view.cell, -play.view.cell).collidepoint(_pixel(play, cell))
        assert area.collidepoint(_pixel(play, play.board.arrows[i].head))  # (both fit: both show)
        assert play.session.hearts == hearts - 1


def test_a_blocked_tap_whose_blocker_shows_moves_nothing(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (480, 360))
        i, _ = _taps(play, cause_shows=True)[0]
        was = play.view.origin()
        assert not play.fire(i).left
        run(app, 30)
        assert play.view.origin() == was


def test_a_shut_locks_key_off_the_view_is_brought_into_it(monkeypatch, tmp_path):
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.midend.lesson_seen("2d")
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g9-sltr")))
        run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
        play, b = app.top, app.top.board
        run(app, 3)
        area = pygame.Rect(play.view.area)
        shut = [
            (i, hit.cell)
            for i in sorted(b.alive)
            if b.locks[i] is not None and (hit := b.first_blocker(i)) is not None
            if area.collidepoint(_pixel(play, b.arrows[i].head))
            and not area.collidepoint(_pixel(play, hit.cell))
        ]
        if not shut:
            pytest.skip("no shut lock here whose key lies off the view")
        i, key = shut[0]
        assert play.fire(i).locked
        assert area.inflate(-play.view.cell, -play.view.cell).collidepoint(_pixel(play, key))
