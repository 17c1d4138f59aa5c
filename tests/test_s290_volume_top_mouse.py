"""A volume at 100% while muted, moved up by the mouse (s290): s288 made up at the top
unmute for keys and the pad, but a click or a drag at the slider's end moves nothing there,
so the slider said nothing and the sound stayed off. Both now unmute; a click lower down
(a move down) leaves it muted, as s281's rule says. (Settings' wheel scrolls the card,
not a slider: the widget's own wheel is pinned below.)"""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s281_pads_volume import open_muted_settings

pygame = pytest.importorskip("pygame")


def at_top(app, row: str):
    """Settings muted (F8), the volume `row` at 100%: its slider."""
    setattr(app.midend.settings, row, 1.0)
    card = open_muted_settings(app, row)
    slider = card.widgets[row]
    slider.value = 100
    return slider


def click(pos) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


@pytest.mark.parametrize("row", ["volume", "music_volume"])
def test_a_click_on_a_volumes_top_while_muted_brings_the_sound_back(monkeypatch, tmp_path, row):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        slider = at_top(app, row)
        y = slider.rect.centery
        click((slider.x_for(50), y))  # (down: muted still)
        run(app, 1)
        assert slider.value == 50 and app.midend.settings.muted
        slider.value = 100
        click((slider.rect.right - 2, y))  # (its end: nothing moves)
        run(app, 1)
        assert slider.value == 100 and not app.midend.settings.muted
        assert app.feedback.audio_note() == ""


def test_a_drag_along_a_volumes_top_while_muted_brings_the_sound_back(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        slider = at_top(app, "volume")
        start = (slider.knob_x(), slider.rect.centery)
        post(pygame.MOUSEBUTTONDOWN, pos=(start[0] + 4, start[1]), button=1)  # (on its knob)
        post(pygame.MOUSEMOTION, pos=(start[0] + 60, start[1]), rel=(20, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=(start[0] + 60, start[1]), button=1)
        run(app, 1)
        assert slider.value == 100 and not app.midend.settings.muted


def test_a_slider_asked_up_at_its_top_says_so_and_only_then():
    """Slider.on_top: up at its top, by a key, the wheel or its end clicked; not a move down,
    nor up from below (on_change says that one)."""
    from quiver.render2d.widgets import Slider

    tops, changes = [], []
    slider = Slider(0, 100, 99, changes.append, rect=(0, 0, 200, 30))
    slider.on_top = lambda: tops.append(slider.value)
    slider.key(pygame.K_RIGHT)
    assert changes == [100] and tops == []
    slider.key(pygame.K_RIGHT)
    slider.key(pygame.K_PAGEUP)
    slider.hover = True
    slider.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_y=1.0))
    slider.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(199, 15), button=1))
    assert tops == [100] * 4 and changes == [100]
    slider.key(pygame.K_LEFT)
    assert tops == [100] * 4 and changes == [100, 99]


def test_the_muted_line_says_a_volume_up_brings_the_sound_back_and_fits_the_smallest_card(
    monkeypatch, tmp_path
):
    """It said only "F8 or Ctrl+M": a volume moved up unmutes too (s281, s288, above); at
    480x360 it is drawn whole beside the volumes' rows."""
    from quiver.feedback import MUTED_NOTE
    from quiver.render2d import drawn

    assert "volume up" in MUTED_NOTE
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        card = open_muted_settings(app, "volume")
        card.full_redraw = True
        with drawn.recording() as seen:
            card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        notes = [t for t in seen.of(drawn.TEXT) if t.label == MUTED_NOTE]
        assert notes and drawn.problems(seen, pygame.Rect((0, 0), app.size)) == []
