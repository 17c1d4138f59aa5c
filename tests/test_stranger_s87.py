"""Found in the 2D and 3D top bar and 2D play (s87's round): each test failed before its
fix."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

# -- (1) the score's chip, sized for the most the board can score ------------------------------
SIZES = [(640, 480), (800, 600), (1024, 600), (1024, 768), (1280, 720), (1366, 768), (1600, 900)]
SIZES += [(1920, 1080), *((w, 600) for w in range(660, 1200, 60))]


def _boards() -> list[tuple[str, int, int | None]]:
    """(title, arrows, hearts) of a few boards of each mode: 2D, 3D and Flat as generated,
    a campaign level and a daily, and 3D boards of 1000+ arrows (s76's)."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.render2d.hud import puzzle_title

    out = []
    for mode, shape, level in (
        ("2d", "heart", "hard"),
        ("2d", "circle", "easy"),
        ("3d", "cube", "easy"),
        ("3d", "sphere", "hard"),
        ("flat", "cross_pyramid", "easy"),
    ):
        board = generate(PuzzleSpec(mode, shape, None, None, level, 3))
        out.append((puzzle_title(board, "c", None), len(board.alive), 3))
    out += [
        ("Level 40  \u2022  Heart  \u2022  Easy", 120, 5),
        ("Daily 2026-12-04  \u2022  Sun shape", 60, None),
    ]
    return out + [("Cube", 1000, 3), ("Sphere  \u2022  Hard", 1442, 3), ("Level 40  \u2022  Sphere", 1600, 6)]


def _bar(size, title, arrows, hearts, score, left=None):
    """What the top bar draws: [(text, rect)] left to right, the score chip's print as
    "<score>" and its label's and value's places left out (it grows to the left)."""
    from quiver.render2d import drawn
    from quiver.render2d.draw import fmt_score
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(hearts, hearts, arrows if left is None else left, arrows, 0.0, 9, "c", title, score=score)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    items = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    words = [i.label for i in items]
    shown = fmt_score(score)
    k = next((k for k, w in enumerate(words) if w == shown or w.endswith(("k", "M"))), None)
    out = [(w, tuple(i.rect)) for w, i in zip(words, items, strict=True)]
    if k is not None:  # (its label, if any, just before it)
        label = k > 0 and words[k - 1] in ("score", "pts")
        out[k] = ("<score>", ())
        if label:
            out[k - 1] = (words[k - 1], ())
    return out, words


def test_the_top_bar_keeps_its_chips_and_title_as_the_score_grows():
    """The score's chip was measured for four figures: past 9,999 it took the room it was
    never given, and mid-game the bar changed form ("score 0" became "pts 16 500" on a
    57-arrow cube at 800x600; at its win the Flat Cross Pyramid at 1024x600 lost "  \u2022
    Easy" from its title at 26,113). It is measured now for the most the board can score
    (game/score.most_points) where that fits, else for fewer figures decided once for the
    board and window ("250k" past them): from 0 to the board's most, and at the win, the
    bar shows the same chips, labels and title, in the same places."""
    from quiver.game.score import most_points

    pygame.font.init()
    for title, arrows, hearts in _boards():
        most = most_points(arrows, hearts)
        for size in SIZES:
            start, words = _bar(size, title, arrows, hearts, 0)
            for score in (9_999, 12_345, most // 2, most):
                now, seen = _bar(size, title, arrows, hearts, score)
                assert now == start, f"{size} {title!r} at {score}: {words} became {seen}"
            end, seen = _bar(size, title, arrows, hearts, most, left=0)
            assert [w for w, _ in end if w != "0"] == [w for w, _ in start if w != str(arrows)], (size, seen)


def test_the_score_chip_says_the_points_in_full_unless_the_title_would_give_way():
    """On the 57-arrow cube at 800x600 the chip reads the score whole; the Flat Cross
    Pyramid at 1024x600 keeps "  \u2022  Easy" in its title and says its points in
    thousands (the result card says them whole)."""
    pygame.font.init()
    _, words = _bar((800, 600), "Cube  \u2022  Easy", 57, 3, 16_500)
    assert "16\u2009500" in words, words
    _, words = _bar((1024, 600), "Cross Pyramid  \u2022  Easy", 43, 3, 26_113)
    assert "26k" in words and "Cross Pyramid  \u2022  Easy" in words, words
