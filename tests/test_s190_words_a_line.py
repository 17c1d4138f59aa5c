"""A toast's card never wraps to a word or two a line where another place or its short
form reads (toast_hide.sparse, toast_words.denser, toast_short): in 3D at 640x480 a
turning sign's first meeting stood in a corner 149 px wide, "Turning / sign: / turns /
after / every / move", one word a line; it now reads in one line over the HUD's top bar."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker

pygame = pytest.importorskip("pygame")

from quiver.engine.modes import SpecialKind  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.special_levels import MEETING_TEXT, first_meeting  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


class _Layer:
    """Just what counting words a line reads: lines of 10 characters a 100 px."""

    def lines_of(self, text: str, width: int) -> int:
        return -(-len(text) // (width // 10))


def test_sparse_counts_words_a_line():
    from quiver.scenes.toast_hide import sparse
    from quiver.scenes.toast_note import Toast

    t = Toast("Turning sign: turns after every move", ToastKind.LESSON, 4.0, 0.0)  # (6 words, 36 letters)
    narrow, wide, one = pygame.Rect(0, 0, 100, 9), pygame.Rect(0, 0, 200, 9), pygame.Rect(0, 0, 400, 9)
    assert sparse(_Layer(), [(narrow, [t])]) == [t]  # 4 lines: 1.5 words a line
    assert (
        sparse(_Layer(), [(wide, [t]), (one, [t]), (None, [t])]) == []
    )  # 2 lines of 3; one line; the default
    news = Toast(t.text, ToastKind.INFO, 4.0, 0.0)
    assert sparse(_Layer(), [(narrow, [news])]) == []  # (a first meeting's rule: news keeps its places)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["met3d", "metflat"])
def test_a_first_meeting_reads_three_words_a_line_in_3d_at_640x480(monkeypatch, tmp_path, name):
    import layout

    from quiver.scenes.toast_hide import sparse

    with app_maker(monkeypatch, tmp_path, size=(640, 480)) as make:
        app = make()
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        go = dict(layout.screens(app))[name]
        for kind in MEETING_TEXT:
            assert go() is not None
            app.top.layout_toasts = [first_meeting(kind)]
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            assert layout.with_toasts(app, picture, drawn) == []  # (0% of the shape covered, and so on)
            layout.raise_toasts(app)
            app.toasts.update(0.0)
            placed = app.toasts._placement()
            said = [(s, [t.text for t in g]) for s, g in placed]
            assert placed and not sparse(app.toasts, placed), (kind, said)
            app.toasts.toasts = []
        assert SpecialKind.ROTATING in MEETING_TEXT  # (before: the turning sign's, a word a line)
