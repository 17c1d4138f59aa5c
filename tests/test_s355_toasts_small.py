"""s355: toasts over the 2D board in small windows keep off its arrows and its title. Two
PNG pictures dropped at once: "Playing a.png; 1 other file left" lay at 480x360 over the
board's top arrows and at 640x480 over the top bar's title; it has a short form now,
"1 other file left" (the HUD names the picture played), said where the whole has no room."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


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
                out.append(r)
    return out


def title_rect(play) -> pygame.Rect | None:
    """The top bar's title as drawn (its text's rect), None where none is drawn."""
    from quiver.render2d import drawn

    forms = play.hud.top_bar(play.hud_info()).forms
    play.full_redraw = True
    with drawn.recording() as seen:
        play.draw(pygame.Surface(play.size, pygame.SRCALPHA))
    bar = [i.rect for i in seen.of(drawn.TEXT) if i.label in forms and i.rect.bottom <= play.hud.top_h]
    return bar[0] if bar else None


def cards(app) -> list[tuple[pygame.Rect, str]]:
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [(pygame.Rect(r), t.text) for r, t in layer._hits]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)])
def test_the_playing_toast_of_dropped_pictures_hides_no_arrow(monkeypatch, tmp_path, size):
    from app_helpers import app_maker, run

    a, b = _picture(tmp_path / "my cat.png"), _picture(tmp_path / "dog.png", 30)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.drop_files([a, b])
        for _ in range(300):
            run(app)
            if app.top.name == "play2d" and app.toasts.toasts:
                break
        run(app, 2)
        play = app.top
        said = [(r, text) for r, text in cards(app) if "other file left" in text]
        assert said, cards(app)
        arrows, title = arrow_rects(play), title_rect(play)
        for r, text in said:
            assert r.collidelist(arrows) < 0, (text, r, arrows[r.collidelist(arrows)])
            if size != (480, 360):  # (there the title's room is its only place off the arrows)
                assert title is None or not r.colliderect(title), (text, r, title)
