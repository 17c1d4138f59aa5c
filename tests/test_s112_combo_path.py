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
