"""s127: the Loading screen's indicator holds still with Settings' reduced motion on (a
bright dot went round it all the same); the words and the clock beside it still tell that
the work goes on."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.scenes import loading  # noqa: E402


def _frames(still: bool) -> list[bytes]:
    out = []
    for tick in range(loading.DOTS):
        surface = pygame.Surface((60, 60))
        surface.fill((255, 255, 255))
        loading.spinner(surface, (30, 30), tick, 1.0, still)
        out.append(pygame.image.tobytes(surface, "RGB"))
    return out


def test_the_indicator_turns_with_motion_on():
    assert len(set(_frames(still=False))) == loading.DOTS


def test_the_indicator_holds_still_with_reduced_motion():
    frames = _frames(still=True)
    assert len(set(frames)) == 1
    blank = pygame.Surface((60, 60))
    blank.fill((255, 255, 255))
    assert frames[0] != pygame.image.tobytes(blank, "RGB")  # a ring is drawn all the same


@pytest.mark.parametrize("reduced", [False, True])
def test_the_panel_passes_the_setting(monkeypatch, tmp_path, reduced):
    from app_helpers import app_maker, run

    seen = []
    monkeypatch.setattr(loading, "spinner", lambda *a: seen.append(a[-1]))
    monkeypatch.setattr(loading.LoadingScene, "update", lambda self, dt: None)  # still building
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.midend.settings.reduced_motion = reduced
        run(app, 2)
        app.top.play_continue()
        run(app, 3)
        assert app.top.name == "loading"
    assert seen and set(seen) == {reduced}
