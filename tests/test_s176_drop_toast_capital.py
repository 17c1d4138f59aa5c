"""A dropped file's refusal, said in a toast, began lower case ("picture 'white.png' has no
dark opaque pixels...": the words are shared with the command line, after "quiver: error:"),
where "Your picture"'s card says the same refusal as a sentence ("Picture ..."). The toast
starts with a capital now, its words otherwise the same (s176). A refusal found in the
worker (a white picture) and one found at once (no such file), through the app's real loop
(no window: the build runs inline)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        yield make


def test_a_dropped_white_picture_is_refused_in_a_toast_that_starts_with_a_capital(make, tmp_path):
    white = pygame.Surface((40, 30))
    white.fill((255, 255, 255))
    path = tmp_path / "white.png"
    pygame.image.save(white, str(path))
    app = make()
    app.flow.drop_files([str(path)])
    run_until(app, lambda: app.toasts.texts() != [], what="the refusal")
    run(app, 2)
    (said,) = app.toasts.texts()
    assert said.startswith("Picture 'white.png' ") and "dark opaque pixels" in said, said
    assert app.top.name == "menu"


def test_a_dropped_path_that_names_no_file_starts_with_a_capital(make, tmp_path):
    app = make()
    app.flow.drop_files([str(tmp_path / "nowhere.png")])
    assert app.toasts.texts() == [f"No file 'nowhere.png' in {tmp_path}"]
