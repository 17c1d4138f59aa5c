"""s213: the stalls a player feels opening Settings and the Custom panel (bench/hitches.py).

Settings' first frame imported its modules, planned its card and drew every line and its
shadowed card: 26-51 ms of CPU. The game does that on a thread while the menu shows
(flow.warm_settings), and the card keeps its backdrop and its lines' pictures (the card
redraws whole on each mouse move), the same pixels. The Custom panel's first 17 cards
drew their thumbnails a rounded square at a time (5 461 of them): one cell is drawn and
copied, the same pixels."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from app_helpers import app_maker, run

from quiver.flow import PuzzleFlow
from quiver.game.settings import Settings
from quiver.render2d import fonts, theme, thumbs
from quiver.render2d.draw import modal_card
from quiver.render2d.text_kept import rendered
from quiver.render2d.widgets import Button, Toggle
from quiver.scenes import settings_draw
from quiver.scenes import settings_layout as lay
from quiver.shapes import list_shapes, make_shape


def _forget() -> None:
    lay.forget()
    settings_draw.backdrop.cache_clear()
    settings_draw.preview_tiles.cache_clear()
    rendered.cache_clear()


def _flow(realtime: bool, note: str = "") -> PuzzleFlow:
    display = SimpleNamespace(realtime=realtime, size=(1280, 800))
    feedback = SimpleNamespace(audio_note=lambda: note)
    return PuzzleFlow(None, feedback, display, SimpleNamespace(settings=Settings()))  # type: ignore[arg-type]


def _open_settings(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="", scancode=0))
    run(app)
    return app.top


def test_the_game_plans_and_draws_settings_ahead_of_its_first_opening(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        _forget()
        warming = _flow(realtime=True, note=app.feedback.audio_note()).warm_settings()
        assert warming is not None
        warming.join(20)
        assert settings_draw.backdrop.cache_info().currsize == 1  # the card's backdrop, drawn
        assert rendered.cache_info().currsize > 2 * len(lay.ROWS)  # the title, each row's words...
        planned, kept = lay._planned.cache_info().misses, rendered.cache_info().misses
        tiles = settings_draw.preview_tiles.cache_info().misses
        card = _open_settings(app)
        assert card.name == "settings"
        # the card opened as warmed: no plan searched, no backdrop, line or arrow tile drawn again
        assert lay._planned.cache_info().misses == planned
        assert settings_draw.preview_tiles.cache_info().misses == tiles == 1
        assert settings_draw.backdrop.cache_info().misses == 1
        assert rendered.cache_info().misses == kept


def test_nothing_is_warmed_where_the_game_does_not_run_in_real_time():
    assert _flow(realtime=False).warm_settings() is None  # (tests, pictures)


def test_a_recording_hears_only_its_own_threads_drawing():
    """The warm-up draws Settings off screen on its thread: a layout check recording a
    screen meanwhile (a test's, tools/layout.py) counted the card's words as the screen's."""
    import threading

    from quiver.render2d.drawn import recording

    def draw(words: str) -> None:
        theme.text(pygame.Surface((200, 40)), words, 20, theme.INK, (0, 0))

    with recording() as drawn:
        elsewhere = threading.Thread(target=draw, args=("elsewhere",))
        elsewhere.start()
        elsewhere.join()
        draw("here")
    assert [i.label for i in drawn.items] == ["here"]


def test_fonts_are_opened_one_at_a_time(monkeypatch):
    """pygame opens a font with the GIL let go and FreeType lists its faces in one shared
    list: the warm-up's thread and the menu opened theirs at once."""
    import threading
    import time

    inside, most = [0], [0]

    class SlowFont:
        def __init__(self, *args):
            inside[0] += 1
            most[0] = max(most[0], inside[0])
            time.sleep(0.02)  # (the GIL let go, as pygame's opening does)
            inside[0] -= 1

        def set_bold(self, bold):
            pass

    monkeypatch.setattr(pygame.font, "Font", SlowFont)
    try:
        both = [threading.Thread(target=theme.font, args=(size,)) for size in (997, 998)]
        for t in both:
            t.start()
        for t in both:
            t.join()
    finally:
        fonts._fonts.clear()  # (the slow fonts go)
    assert most[0] == 1


def test_each_rows_control_kind_is_its_control(monkeypatch, tmp_path):
    """The plan takes a row's kind from its key (the warm-up plans before any control is
    made): the kinds of the controls the card makes."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        card = _open_settings(make())
        for key, _, _ in lay.ROWS:
            wdg = card.widgets[key]
            kind = "toggle" if isinstance(wdg, Toggle) else "button" if isinstance(wdg, Button) else "wide"
            assert lay.control_kind(key) == ("preview" if key == "colorblind" else kind)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_card_kept_draws_the_pixels_drawn_afresh(monkeypatch, tmp_path, size):
    _forget()
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        card = _open_settings(make())
        pictures = []
        for afresh in (False, False, True):  # kept: first drawn, then from what was kept; afresh
            if afresh:
                monkeypatch.setattr(settings_draw, "text", theme.text)
                monkeypatch.setattr(settings_draw, "draw_backdrop", modal_card)
            layer = pygame.Surface(size, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            settings_draw.draw_card(layer, card)
            pictures.append(pygame.image.tobytes(layer, "RGBA"))
        assert settings_draw.backdrop.cache_info().hits >= 1
        assert pictures[0] == pictures[1] == pictures[2]


def _thumbnail_cell_by_cell(shape, box, colour=theme.ACCENT):
    """thumbs.thumbnail of a 2D shape as it drew before s213: two rounded squares a cell."""
    ss, (bw, bh), (w, h) = thumbs.SS, box, shape.size
    k = max(1, min(bw * ss // max(1, w), bh * ss // max(1, h)))
    surf = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    gap = max(ss, k // 6) if k >= 4 * ss else 0
    rad = k // 4 if k >= 3 * ss else 0
    for x, y in shape.points:
        r = pygame.Rect(x * k + gap // 2, y * k + gap // 2, k - gap, k - gap)
        if rad:
            pygame.draw.rect(
                surf, theme.shade(colour, 0.72), r.move(0, max(ss // 2, k // 10)), border_radius=rad
            )
            pygame.draw.rect(surf, colour, r, border_radius=rad)
        else:
            surf.fill(colour, r)
    return pygame.transform.smoothscale(surf, (max(1, w * k // ss), max(1, h * k // ss)))


def test_2d_thumbnails_are_the_pixels_drawn_cell_by_cell():
    """Every 2D shape's thumbnail, where its cells touch (no gap: a cell's shadow under the
    next row's cell), stand apart, or are plain squares."""
    for name in list_shapes()["2d"]:
        shape = make_shape("2d", name)
        w, h = shape.size
        for per_cell in (2, 3, 5):  # px a cell in the box: squares, touching, apart
            box = (w * per_cell, h * per_cell)
            new, old = thumbs.thumbnail(shape, box), _thumbnail_cell_by_cell(shape, box)
            assert new.get_size() == old.get_size(), name
            assert pygame.image.tobytes(new, "RGBA") == pygame.image.tobytes(old, "RGBA"), (name, box)
