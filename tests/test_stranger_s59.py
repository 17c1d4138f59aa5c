"""s59's stranger round: large windows (1920x1080 to 3840x2160), 3D and Flat 3D, held keys,
Esc at every screen, a fresh data folder: what it found, each kept fixed."""

from __future__ import annotations

import pytest


@pytest.fixture
def big(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        yield make


def _air(a, b) -> int:
    """Pixels between the keyboard focus ring round control `a` and control `b` beside it
    (on its row, or over or under it)."""
    from quiver.render2d.widgets import focus_ring_rect

    ring = focus_ring_rect(a.rect)
    return max(
        b.rect.left - ring.right, ring.left - b.rect.right, b.rect.top - ring.bottom, ring.top - b.rect.bottom
    )


def _pairs_apart(pairs, where: str) -> None:
    from quiver.render2d.widgets import focus_ring_width

    for name, (a, b) in pairs.items():
        for one, other in ((a, b), (b, a)):
            need = focus_ring_width(one.rect)  # the ring reads as round one control
            assert _air(one, other) >= need, (
                f"{where}, {name}: the focus ring round {one.rect} comes within {_air(one, other)} px "
                f"of {other.rect} (its line is {need} px)"
            )


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_a_focus_ring_keeps_clear_of_the_control_beside_it(big, size):
    """Custom puzzle and How to play at 3840x2160, Tab to How to play (top right): its
    focus ring, 9 px round a 135 px button, ran within 3 px of Settings beside it, as one
    outline round both; Enter seed / Back, Size / Special arrows and the legend's Play the
    lesson / Close likewise (the gaps between them stayed 12 or 16 px at every size while
    the buttons and their rings grew). The gaps grow with the menus now."""
    import pygame
    from app_helpers import post, run

    from quiver.scenes.legend import LegendScene

    app = big(size=size)
    menu = app.top
    menu.open_custom()
    run(app, 2)
    _pairs_apart(
        {
            "How to play / Settings": (menu.help_btn, menu.settings_btn),
            "Enter seed / Back": (menu.seed_btn, menu.back_btn),
            "Size / Special arrows": (menu.size_seg, menu.special_seg),
        },
        f"Custom puzzle at {size}",
    )
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    run(app, 2)
    legend = app.top
    assert isinstance(legend, LegendScene)
    _pairs_apart({"Play the lesson / Close": (legend.lesson_btn, legend.close_btn)}, f"How to play at {size}")


def _blocked_tap(app, play) -> None:
    """A tap on an arrow that something blocks, up to the frame its heart leaves the bar."""
    from app_helpers import run_until

    free = set(play.board.free_arrows())
    blocked = next(i for i in sorted(play.board.alive) if i not in free and play.board.locks[i] is None)
    fire = play.ctl.fire if hasattr(play, "ctl") else play.fire  # (3D: as a tap on it)
    assert not fire(blocked).left
    run_until(app, lambda: any(f.kind == "heart" for f in play.fx.items), 120, what="the heart's drop")


def _drawn(play, kind: str):
    """The box the effect of `kind` draws now (fx.draw's rect), drawn alone."""
    import pygame

    fx = play.fx
    kept, fx.items = fx.items, [f for f in fx.items if f.kind == kind]
    try:
        (r,) = fx.draw(pygame.Surface(play.size, pygame.SRCALPHA))
    finally:
        fx.items = kept
    return r


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_the_lost_heart_is_the_size_of_the_bars_hearts(big, size):
    """A blocked tap at 3840x2160: the heart that drops out of the top bar was drawn 34 px
    (44 at its pop), out of a slot whose hearts the HUD draws 85 px: a small heart fell out
    of a big empty one. It is the bar's heart now, and the blocker's ring and the ray grow
    as much (every effect: bursts, streaks, confetti, the combo count)."""
    from app_helpers import run_until

    app = big(size=size)
    app.flow.level("2d", 1)
    run_until(app, lambda: hasattr(app.top, "board"), 600, what="level 1")
    play = app.top
    _blocked_tap(app, play)
    u = play.hud.u
    heart = _drawn(play, "heart")
    slot = int(34 * u)  # the HUD's heart (hud.py: heart_icon(p(34)))
    assert slot * 0.95 <= heart.w - 4 <= slot * 1.35, (
        f"{size}: a {heart.w - 4} px heart leaves {slot} px hearts"
    )
    assert _drawn(play, "mark").w >= 40 * u, (
        f"{size}: the blocker's ring {_drawn(play, 'mark')} at HUD scale {u}"
    )


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_3d_effects_grow_with_the_hud(monkeypatch, tmp_path, mode):
    """3D and Flat 3D at 3840x2160: the effects were drawn at their 1280x800 size (the
    2D view alone set their scale): a 40 px ring round a 200 px cube, an 'x2' in 40 px
    letters, sparks a few pixels across. They grow with the HUD now, as in 2D."""
    from app_helpers import app_maker, click, run_until

    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(3840, 2160))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        menu = app.top
        click(app, menu.widget_center(f"mode:{'flat 3d' if mode == 'flat' else mode}"))
        click(app, menu.widget_center("play"))
        run_until(app, lambda: hasattr(app.top, "board") and hasattr(app.top, "ctl"), 900, what="a level")
        play = app.top
        u = play.hud.u
        assert u > 2
        assert play.fx.scale == u
        _blocked_tap(app, play)
        assert _drawn(play, "mark").w >= 40 * u


def _grey_ink(surface, r) -> list[int]:
    """The columns of `r`'s middle band where text or an icon is drawn in ink (theme.INK,
    INK_SOFT: a grey, not the chip's cream, its outline or the star's yellow)."""
    cols = []
    for x in range(r.x + 3, r.right - 3):
        for y in range(r.centery - r.h // 4, r.centery + r.h // 4):
            c = surface.get_at((x, y))
            if max(c[:3]) < 180 and max(c[:3]) - min(c[:3]) < 25:
                cols.append(x)
                break
    return cols


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_a_chapter_chips_words_keep_off_its_round_ends(big, size):
    """Levels at 3840x2160: the chapter chips grew to 129 px tall pills, their words kept
    the 14 px (12 at the right) of a 48 px chip: "3/60" ran into the chip's round right end,
    "Ch. 1" hugged its left, the lock of "Ch. 2" its right, and the chips stood 10 px
    apart. Their margins and gap grow with them now."""
    import pygame
    from app_helpers import post, run

    from quiver.scenes.levels import LevelsScene

    app = big(size=size)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")
    run(app, 2)
    levels = app.top
    assert isinstance(levels, LevelsScene)
    surface = pygame.Surface(levels.size, pygame.SRCALPHA)
    surface.fill((255, 255, 255, 255))
    levels.full_redraw = True
    levels.draw(surface)
    chips = levels.chapter_chips()
    assert len(chips) >= 2
    for page, r in chips:
        ink = _grey_ink(surface, r)
        assert ink, f"chapter {page + 1}: nothing drawn in {r}"
        room = 0.22 * r.h
        assert ink[0] - r.x >= room and r.right - ink[-1] >= room, (
            f"{size}, chapter {page + 1}: its words and marks span {ink[0]}..{ink[-1]} in {r}"
        )
    (_, a), (_, b) = chips[:2]
    assert b.x - a.right >= 0.15 * a.h, f"{size}: the chips {a} and {b} stand {b.x - a.right} px apart"
