"""The top bar's points never a bare number (s170): at 640x480, 700x500 and 800x600 a 3D
or Flat bar with a wide arrows chip ("left 150") or five or six hearts drew the score as
a bare "0" beside "left 56" (a number no one could name), the clock kept. Now the clock
gives way first, as in a narrow bar: every number the bar draws but the clock's says what
it counts."""

from __future__ import annotations

import re

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import drawn  # noqa: E402
from quiver.render2d.hud import Hud  # noqa: E402
from quiver.render2d.hudinfo import HudInfo  # noqa: E402

CODE = "3d-octahedron-9x9x9-56-easy-9205798039334682822-g9-mltr"
TITLES = ("Octahedron  \u2022  Easy", "Cross Pyramid  \u2022  Easy", "Level 12  \u2022  Sphere")
SIZES = ((640, 480), (700, 500), (800, 600), (900, 600), (1024, 600), (1280, 800))
WORDS = ("pts", "score", "left", "arrows", "layers")
NUMBER = re.compile(r"[\d ]+[kM]?")


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _top_words(size, title: str, total: int, hearts: int | None) -> list[str]:
    hud = Hud()
    hud.set_code(CODE, copy_key="Ctrl+C")
    hud.layout(size)
    info = HudInfo(hearts, hearts, total, total, 5.0, 9, CODE, title, show_timer=True, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    return [i.label for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("title", TITLES)
def test_every_number_on_the_bar_but_the_clock_says_what_it_counts(size, title):
    for total in (56, 150, 1500):
        for hearts in (3, 5, 6, None):
            words = _top_words(size, title, total, hearts)
            named = [k > 0 and words[k - 1] in WORDS for k in range(len(words))]
            bare = [w for w, said in zip(words, named, strict=True) if NUMBER.fullmatch(w) and not said]
            assert not bare, (total, hearts, words)
            assert "0" in words, (total, hearts, words)  # (the points kept, with their word)


def test_the_3d_bar_at_640x480_keeps_pts_where_the_clock_gives_way():
    """The stranger's case: five hearts, "left 56": "pts 0", no clock (since s322's tighter
    print the clock fits beside "left 56": "left 150" it gives way to)."""
    words = _top_words((640, 480), TITLES[1], 150, 5)
    assert words[words.index("0") - 1] == "pts" and not any(":" in w for w in words), words
