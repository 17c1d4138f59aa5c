"""s355: toasts over the 2D board in small windows keep off its arrows and its title. Two
PNG pictures dropped at once: "Playing a.png; 1 other file left" lay at 480x360 over the
board's top arrows and at 640x480 over the top bar's title; it has a short form now,
"1 other file left" (the HUD names the picture played), said where the whole has no room."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))  # (layout.py's screens)


def _picture(path, side: int = 24) -> str:
    s = pygame.Surface((side, side - 4))
    s.fill((255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0), (side // 2, side // 2 - 2), side // 2 - 3)
    pygame.image.save(s, str(path))
    return str(path)


def arrow_rects(play) -> list[pygame.Rect]:
    """A rect a drawn arrow cell of the 2D board on top (inside its view's area)."""
    view, board, out = play.view, play.board, []
    area = pygame.Rect(view.area)
    for i in board.alive:
        for cid in board.arrows[i].cells:
            r = pygame.Rect(0, 0, view.cell, view.cell)
            r.center = view.cell_center(*board.space.coord(cid))
            if r.colliderect(area):
                out.append(r.clip(area))  # (as drawn: the board is cut to its area)
    return out


def title_rect(play) -> pygame.Rect | None:
    """The top bar's title as drawn (its text's rect), None where none is drawn."""
    from quiver.render2d import drawn

    x0, x1 = play.hud.top_bar(play.hud_info()).title  # (its room: the title drawn there, cut or not)
    play.full_redraw = True
    with drawn.recording() as seen:
        play.draw(pygame.Surface(play.size, pygame.SRCALPHA))
    bar = [i.rect for i in seen.of(drawn.TEXT) if i.rect.bottom <= play.hud.top_h and x0 <= i.rect.x < x1]
    return bar[0].unionall(bar) if bar else None


def dropped_playing(app, paths: list[str]):
    """`paths` dropped on `app`: its 2D play scene once the first picture plays and its
    toasts show (two frames on)."""
    from app_helpers import run

    app.flow.drop_files(paths)
    for _ in range(300):
        run(app)
        if app.top.name == "play2d" and app.toasts.toasts:
            break
    run(app, 2)
    return app.top


def cards(app) -> list[tuple[pygame.Rect, str]]:
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [(pygame.Rect(r), t.text) for r, t in layer._hits]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)])
def test_the_playing_toast_of_dropped_pictures_hides_no_arrow(monkeypatch, tmp_path, size):
    from app_helpers import app_maker

    a, b = _picture(tmp_path / "my cat.png"), _picture(tmp_path / "dog.png", 30)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = dropped_playing(app, [a, b])
        said = [(r, text) for r, text in cards(app) if "other file left" in text]
        assert said, cards(app)
        arrows, title = arrow_rects(play), title_rect(play)
        for r, text in said:
            assert r.collidelist(arrows) < 0, (text, r, arrows[r.collidelist(arrows)])
            if size != (480, 360):  # (there the title's room is its only place off the arrows)
                assert title is None or not r.colliderect(title), (text, r, title)


@pytest.mark.parametrize("size", [(480, 360), (640, 480)])
def test_a_pictures_note_over_a_zoomed_board_hides_no_arrow_nor_title(monkeypatch, tmp_path, size):
    """layout.py's play2d_big: a picture's longest note over its zoomed-in board, its minimap
    docked (a screenshot's path up before it). At 480x360 the note's short form lay over
    24 px of the board's right column (1.9%: s334, s338 left it); it stands above the
    minimap, off the board, in a compact card's line, the older toast waiting its turn."""
    import layout
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        play = dict(layout.screens(app))["play2d_big"]()
        layout.raise_toasts(app)
        note = next(t for t in app.toasts.toasts if t.long == layout.PICTURE_NOTE)
        said = [r for r, text in cards(app) if text == note.text]
        arrows, title, mm = arrow_rects(play), title_rect(play), play.minimap_rect()
        assert said and mm is not None
        for r in said:
            assert r.collidelist(arrows) < 0, (r, arrows[r.collidelist(arrows)])
            assert not r.colliderect(mm) and (title is None or not r.colliderect(title)), (r, mm, title)


def test_a_toast_over_the_title_at_480x360_goes_sooner(monkeypatch, tmp_path):
    """At 480x360 news with no place off the zoomed board's arrows ("Copied" over the heart
    board, a first meeting up) stands in the top bar over the board's title, 2.5 s
    (toast_bar.BAR_SECONDS), not a news toast's 4 s, then goes. (s355 saw it with a drop's
    "1 other file left"; since s367 that stands in a corner beside the board, "Tap to look
    closer" in the other: test_s367_toasts_small.)"""
    from app_helpers import app_maker, run
    from test_s190_met_banner import _met

    from quiver.scenes.toast_bar import BAR_SECONDS

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = _met(make, (480, 360))
        app.feedback.toast("Copied the puzzle code")
        run(app, 2)  # (drawn, then capped: toast_bar.give_way)
        toast = next(t for t in app.toasts.toasts if t.text.startswith("Copied"))
        title = title_rect(app.top)
        assert title is not None and any(r.colliderect(title) for r, text in cards(app) if text == toast.text)
        assert toast.seconds <= toast.age + BAR_SECONDS < 4.0
        run(app, int((BAR_SECONDS + 0.2) * 60))
        assert toast not in app.toasts.toasts and all(text != toast.text for _, text in cards(app))
