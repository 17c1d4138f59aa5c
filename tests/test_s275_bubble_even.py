"""A lesson bubble's last line holds more than a lone word where a narrower bubble says it
in as many lines (s275): zoomed in at 640x480 the 3D lesson's column beside the shape said
"... away. Tap a free" / "one", and 2D's at 800x600 "... Clear the" / "square"
(bubble_place.fit_bubble evened the lines across a band in 3D only, never in a column);
5 of the 96 bubbles of this sweep, now none."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1920, 1080)]


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


def said_lines(line: str, size: int, width: int) -> list[str]:
    """The lines a bubble's `line` wraps in at `width` (as bubble_words.wrap_said draws it)."""
    from quiver.render2d import theme
    from quiver.render2d.wordbreak import break_long_words
    from quiver.render2d.wraplines import mended_lines
    from quiver.scenes.bubble_words import kept_together

    font = theme.font(size, True)
    kept = kept_together(line, width, lambda s: theme.text_size(s, size, True)[0])
    text = break_long_words(kept, width, lambda t: font.size(t)[0], font.size("\nW")[0])
    return mended_lines(text, width, lambda t: font.size(t)[0])[0]


def sweep(make, monkeypatch, mode: str, size) -> list[tuple[int, int, str, list[str]]]:
    """Each step of each stage of the `mode` lesson in a `size` window: (stage, step, its
    line, the lines its bubble says)."""
    from app_helpers import run

    from quiver.scenes import bubble_place

    drawn: dict[int, tuple[str, int, int]] = {}
    real = bubble_place.wrap_said

    def wrap_said(line, size, width, th, most=0):
        msg = real(line, size, width, th, most)
        drawn[id(msg)] = (line, size, width)
        return msg

    monkeypatch.setattr(bubble_place, "wrap_said", wrap_said)
    app = make(size=size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    app.flow.lesson(mode)
    run(app, 3)
    coach = app.top.coach
    seen = []
    for k in range(len(coach.stages)):
        coach._open(k)
        run(app, 3)
        coach.event = lambda happened: None  # (the step stays)
        for j in range(len(coach.stages[k].steps)):
            coach.step = j
            ctl = getattr(app.top, "ctl", None)
            for zoom in (1.0, 0.3) if ctl is not None else (1.0,):  # (3D: zoomed in too, a column beside it)
                if ctl is not None:
                    ctl.camera.zoom = zoom
                run(app, 4)
                msg = coach._layout(app.top)[0]
                line, at, width = drawn[id(msg)]
                seen.append((k, j, line, said_lines(line, at, width)))
    return seen


def lone(seen) -> list[tuple[int, int, list[str]]]:
    """The bubbles whose last line is a single word under others."""
    return [(k, j, lines) for k, j, _line, lines in seen if len(lines) > 1 and len(lines[-1].split()) == 1]


@pytest.mark.slow  # windows and OpenGL
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_no_bubble_ends_in_a_lone_word(lesson_app, monkeypatch, mode, size):
    seen = sweep(lesson_app, monkeypatch, mode, size)
    found = lone(seen)
    print(f"\n{mode} {size}: {len(found)} of {len(seen)} bubbles end in a lone word", *found, sep="\n  ")
    assert not found
