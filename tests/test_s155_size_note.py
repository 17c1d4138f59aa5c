"""A picture asked at S, L or XL that plays at another size says so (s155): a stick
figure's lines break up under its least whole size, so S played it at that size, a
bigger puzzle than chosen, with no word; ImageMagick's logo at S left too much out and
played at its own size. The loading screen toasts the line the worker's build returns."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s124_thin_picture import _stick  # noqa: E402

from quiver.game.picture import build_task, picture_task  # noqa: E402


def _note(path: str, factor: float) -> str | None:
    built = build_task(str(picture_task(path, "easy", factor, 0)), lambda stage: None)
    return built[2] if len(built) == 3 else None


def _square(path) -> str:
    s = pygame.Surface((40, 40))
    s.fill((255, 255, 255))
    pygame.draw.rect(s, (0, 0, 0), (4, 4, 32, 32))
    pygame.image.save(s, str(path))
    return str(path)


def test_a_thin_picture_asked_smaller_says_the_size_it_plays_at(tmp_path):
    path = _stick(tmp_path / "stick.png")
    note = _note(path, 0.75)  # S: under the least size that keeps the lines whole
    assert note is not None and note.startswith("Played at ") and "smaller size" in note, note
    w, h = (int(n) for n in note.split()[2].rstrip(":").split("x"))
    assert max(w, h) > 64  # the least whole size, not S's
    assert _note(path, 1.0) is None  # M is its own (least) size: as asked
    assert _note(path, 1.6) is None  # L plays bigger, as asked


def test_a_picture_that_scales_says_nothing(tmp_path):
    path = _square(tmp_path / "square.png")
    for factor in (0.75, 1.0, 1.6):
        assert _note(path, factor) is None, factor
