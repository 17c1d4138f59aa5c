"""Up and Down on the Custom panel go to what sits above or below on screen, at every
window size (s176: at 480x360 Down on "Your picture", the lowest control, went back up to
the shapes; Down on Size or "Enter seed" went to Special arrows or Back, beside it, and Up
on Back or Special arrows came back beside). Through the app's real loop (no window)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 800)]


def key(app, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app)


def overlaps(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.right > b.left and a.left < b.right


def past(r: pygame.Rect, at: pygame.Rect, step: int) -> bool:
    """`r`'s middle past `at`'s edge, down (`step` 1) or up."""
    return r.centery > at.bottom if step > 0 else r.centery < at.top


def gap(r: pygame.Rect, at: pygame.Rect, step: int) -> int:
    return r.top - at.bottom if step > 0 else at.top - r.bottom


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_up_and_down_follow_the_screen_from_every_control(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        key(app, pygame.K_c)
        assert menu.custom
        order = menu.focus_order
        for k, here in enumerate(order):
            if here is menu.grid:  # (its rows: test_s172_grid_column, test_s166_grid_rows)
                continue
            for way, step in ((pygame.K_DOWN, 1), (pygame.K_UP, -1)):
                menu._set_focus(k)
                key(app, way)
                to = order[menu.focus]
                at, r = here.rect, to.rect

                ahead = [w.rect for w in order if w is not here and past(w.rect, at, step)]
                said = f"{pygame.key.name(way)} from {k} {at} to {order.index(to)} {r}"
                if not ahead:  # nothing that way: it stays
                    assert to is here, said
                    continue
                assert past(r, at, step), said  # never beside, nor back the other way
                under = [w for w in ahead if overlaps(w, at)]
                if under:  # one over or under it first, the nearest
                    assert overlaps(r, at), said
                    assert gap(r, at, step) <= min(gap(w, at, step) for w in under), said


def test_at_480x360_down_from_the_last_control_stays_and_seed_goes_down(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        menu = app.top
        key(app, pygame.K_c)
        order = menu.focus_order
        for start, way, end in (
            (menu.picture_btn, pygame.K_DOWN, menu.picture_btn),
            (menu.seed_btn, pygame.K_DOWN, menu.picture_btn),
            (menu.size_seg, pygame.K_DOWN, menu.slider),
            (menu.back_btn, pygame.K_UP, menu.random_btn),
            (menu.special_seg, pygame.K_UP, menu.diff_seg),
        ):
            menu._set_focus(order.index(start))
            key(app, way)
            assert order[menu.focus] is end, (start.rect, end.rect, order[menu.focus].rect)
