"""A combo count keeps off the live arrows' heads where room allows (s103: "x4" stood
over the head of the last arrow on the board for about a second)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run_until

pygame = pytest.importorskip("pygame")

AREA = pygame.Rect(0, 72, 800, 464)


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def _inked(fx, rect: pygame.Rect) -> int:
    """Pixels the effects paint inside `rect`, summed over the count's life."""
    n = 0
    for _ in range(12):
        surf = pygame.Surface((800, 600))
        surf.fill((0, 0, 0))
        fx.draw(surf)
        n += sum(
            1
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
            if surf.get_at((x, y))[:3] != (0, 0, 0)
        )
        fx.update(0.07)
    return n


def _combo(heads):
    from quiver.render2d.fx import Effects

    fx = Effects()
    fx.area = AREA
    fx.heads = heads
    fx.combo((400, 300), 4, (0, -1), reach=22)  # an arrow flying up from (400, 300)
    return fx


@pytest.mark.parametrize("nudge", [(0, 0), (-20, 10), (15, -25)])
def test_the_count_moves_off_a_head_where_it_would_stand(nudge):
    plain = _combo(None)
    f = plain.items[0]
    where = plain.combo_rect(f, 0.3, (37, 27))  # where it stands with no heads given
    head = pygame.Rect(0, 0, 37, 37)
    head.center = (where.centerx + nudge[0], where.centery + nudge[1])
    assert _inked(_combo(None), head) > 0  # (the head would be under it)
    assert _inked(_combo(lambda: [head]), head) == 0


def test_with_no_room_it_stays_where_it_was():
    """Heads everywhere round the flight: no way clears them, the count stands as before."""
    plain = _combo(None)
    f = plain.items[0]
    spots = [plain.combo_rect(f, u, (46, 34)) for u in (0.0, 0.5, 0.99)]
    heads = [pygame.Rect(x, y, 37, 37) for x in range(0, 800, 37) for y in range(72, 536, 37)]
    walled = _combo(lambda: heads)
    g = walled.items[0]
    assert [
        walled.combo_rect(g, u, (46, 34)).move(walled.head_shift(g, (46, 34))) for u in (0.0, 0.5, 0.99)
    ] == spots


def test_the_2d_board_gives_its_live_heads(monkeypatch, tmp_path):
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run_until(app, lambda: getattr(app.top, "name", "") == "play2d", what="the board")
        play = app.top
        board, view = play.board, play.view
        heads = play.fx.heads()
        ends = sum(2 if board.arrows[i].dir2 is not None else 1 for i in board.alive)
        assert len(heads) == ends
        i = min(board.alive)
        x, y = view.cell_center(*board.space.coord(board.arrows[i].head))
        assert any(h.collidepoint(x, y) and h.w == view.cell for h in heads)
        play.fire(board.free_arrows()[0])  # (it leaves: its head goes)
        assert len(play.fx.heads()) < ends
