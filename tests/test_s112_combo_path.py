"""A combo count keeps off its flying arrow's path even where no side of it is free of
live heads (s112: the one shift off the heads could take "x4" across the path, onto the
arrow flying up: 563 of 3,000 head layouts round a flight did)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

AREA = pygame.Rect(0, 72, 800, 464)
PATH = pygame.Rect(400 - 22, 72, 44, 464)  # the arrow flying up from (400, 300), reach 22
C = 37


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def _combo(heads):
    from quiver.render2d.fx import Effects

    fx = Effects()
    fx.area = AREA
    fx.heads = (lambda: heads) if heads is not None else None
    fx.combo((400, 300), 4, (0, -1), reach=22)
    return fx


def _inked(fx, rect: pygame.Rect) -> int:
    """Pixels the effects paint inside `rect` over the count's whole life."""
    n = 0
    while fx.items:
        surf = pygame.Surface((800, 600))
        surf.fill((0, 0, 0))
        fx.draw(surf)
        clip = surf.subsurface(rect.clip(surf.get_rect()))
        n += sum(
            1
            for x in range(clip.get_width())
            for y in range(clip.get_height())
            if clip.get_at((x, y))[:3] != (0, 0, 0)
        )
        fx.update(0.07)
    return n


def _cells(keep) -> list[pygame.Rect]:
    return [r for x in range(0, 800, C) for y in range(72, 536 - C, C) if keep(r := pygame.Rect(x, y, C, C))]


def _left_walled():
    """Heads fill the board up to just left of the path, where the count stands, and
    stand where it would on the right: off those on the left, the least move was across
    the path."""
    plain = _combo(None)
    f = plain.items[0]
    spots = [plain.combo_rect(f, u, (46, 34)) for u in (0.0, 0.99)]
    assert all(s.right <= PATH.left for s in spots)  # (the premise: it stands left of the path)
    left = _cells(lambda r: r.right <= PATH.left)
    right = [pygame.Rect(800 - s.right, s.y, C, C) for s in spots]  # its mirror image's place
    return left + right


def test_the_shift_off_the_heads_never_crosses_the_path():
    heads = _left_walled()
    fx = _combo(heads)
    assert _inked(fx, PATH) == 0


def test_it_takes_the_side_one_shift_clears():
    heads = _left_walled()
    fx = _combo(heads)
    g = fx.items[0]
    spots = [fx.combo_rect(g, u, (46, 34)).move(fx.head_shift(g, (46, 34))) for u in (0.0, 0.5, 0.99)]
    assert all(s.left >= PATH.right for s in spots)  # right of the path, shifted off its heads
    assert all(s.collidelist(heads) < 0 for s in spots)


def test_no_place_off_both_keeps_it_off_the_path():
    """Heads in every cell but the path's column: the count stands over heads, never on
    the flying arrow."""
    heads = _cells(lambda r: not r.colliderect(PATH))
    assert _inked(_combo(heads), PATH) == 0


def test_it_keeps_off_another_arrow_still_flying():
    """A quick run: the arrow cleared before still flies along the row over this one's
    flight, where the count would stand ("x4" stood on it at 640x480): it takes the other
    side."""
    plain = _combo(None)
    f = plain.items[0]
    spots = [plain.combo_rect(f, u, (46, 34)) for u in (0.0, 0.99)]
    row = pygame.Rect(0, spots[0].centery - C // 2, 800, C)  # that arrow's way, ahead of it
    fx = _combo(None)
    fx.flights = lambda: [row]
    assert _inked(_combo(None), row) > 0  # (the premise: it stood on that way)
    assert _inked(fx, row) == 0


def test_the_2d_board_gives_the_ways_of_its_flying_arrows(monkeypatch, tmp_path):
    from app_helpers import app_maker, run_until

    from quiver.game.code import complete
    from quiver.render2d.tiles import VEC

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run_until(app, lambda: getattr(app.top, "name", "") == "play2d", what="the board")
        play = app.top
        assert play.fx.flights() == []
        i = play.board.free_arrows()[0]
        x, y = play.where.head(i)
        vx, vy = VEC[play.renderer.dirs[i]]
        play.fire(i)
        ways = play.fx.flights()
        c = play.view.cell
        for k in range(1, 3):  # the cells ahead of its head, on its way out
            assert any(r.collidepoint(x + vx * k * c, y + vy * k * c) for r in ways)
        assert not any(r.collidepoint(x - vy * c, y + vx * c) for r in ways)  # (not beside it)
