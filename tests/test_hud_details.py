"""s70: three details a stranger noticed on the play views' HUD and the Daily screen.
(1) The combo count ("x3") beside a fired arrow's flight vanished on an arrow of its own
colour (orange on the orange arrows) and read faintly on the board (yellow on cream): its
letters now wear a dark outline, legible on every direction colour and the board. (2) The
Daily screen's ">" at this month (greyed: no month after it) was an empty, over-wide box
with a small ">" in its middle: it is the "<" button's twin, dimmed, its key cap too.
(3) The play bar's clock past 10 hours ran out of the room kept for "59:59" ("10h02" in a
bare chip, "277777h46" for a clock left running for years): it reads hours to 99, days
(and hours) to 99 days, then "99d+", in the same room, nothing moving. Each test failed
before."""

from __future__ import annotations

import datetime
import re

import pytest

pygame = pytest.importorskip("pygame")
np = pytest.importorskip("numpy")

from app_helpers import app_maker, run  # noqa: E402


# -- (1) the combo count's contrast ----------------------------------------------------------
def luminance(c) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""

    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(float(v)) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG 2's contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _dilate(mask, r: int):
    out = mask.copy()
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r + 1:
                out |= np.roll(np.roll(mask, dx, 0), dy, 1)
    return out


def count_contrast(behind, n: int, scale: float = 1.0) -> float:
    """The combo count "x`n`" drawn at full strength on a patch of colour `behind`: the
    median WCAG contrast ratio between its letters' colour and the pixels round them
    (2 to 3 px out from where its colour lies whole: what tells a letter's shape)."""
    from quiver.render2d.fx import Effects

    surface = pygame.Surface((int(300 * scale), int(200 * scale)))
    surface.fill(behind)
    fx = Effects()
    fx.scale = scale
    fx.combo((surface.get_width() // 2, int(150 * scale)), n)
    fx.update(0.3)  # (risen a little, not fading yet)
    fx.draw(surface)
    ink = fx.items[0].colour
    px = pygame.surfarray.array3d(surface).astype(int)
    letters = np.abs(px - np.array(ink)).sum(axis=2) <= 3
    assert letters.sum() > 40 * scale * scale, (behind, n)
    ring = _dilate(letters, 3) & ~_dilate(letters, 1)
    return float(np.median([contrast(ink, tuple(p)) for p in px[ring]]))


def backgrounds():
    """Every direction colour, standard and colour-blind, 2D and 3D, and the board's."""
    from quiver.render2d import theme
    from quiver.style import palette

    named = [(f"normal-{d}", c) for d, c in palette.NORMAL.items()]
    named += [(f"colorblind-{d}", c) for d, c in palette.COLORBLIND.items()]
    return [*named, ("board", theme.BG_TOP), ("cell", theme.CELL), ("board-low", theme.BG_BOTTOM)]


@pytest.mark.parametrize(("name", "behind"), backgrounds())
def test_the_combo_count_reads_on_every_arrow_colour_and_the_board(name, behind):
    """x2 to x6 over each colour: its letters against what lies round them at 3:1 or
    more (WCAG's least for large print; the count is 40 px, bold). Before: 1.0 to 1.3
    on the orange arrows (x3 on the warm orange, x5 on the red-orange), 1.5 on the board."""
    pygame.font.init()
    worst = min(count_contrast(behind, n) for n in range(2, 7))
    assert worst >= 3.0, (name, behind, round(worst, 2))


@pytest.mark.parametrize("scale", [0.75, 2.0])
def test_the_count_keeps_its_edge_at_other_scales(scale):
    from quiver.style import palette

    pygame.font.init()
    assert min(count_contrast(c, 3, scale) for c in palette.NORMAL.values()) >= 3.0


# -- (2) the Daily screen's greyed month arrow ---------------------------------------------------
DAY = datetime.date(2026, 12, 1)


def _arrow_look(scene, btn):
    """What is drawn of the month arrow `btn`: the texts noted in its rect (relative to
    it) and its pixels."""
    from quiver.render2d import drawn

    surface = pygame.Surface(scene.size)
    scene.full_redraw = True
    with drawn.recording() as seen:
        scene.draw(surface)
    r = btn.rect
    texts = [(i.label, i.rect.move(-r.x, -r.y)) for i in seen.of(drawn.TEXT) if r.contains(i.rect)]
    box = r.inflate(4, 8).move(0, 2)
    return sorted(texts), pygame.surfarray.array3d(surface.subsurface(box)).astype(int)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (2560, 1440)])
def test_the_greyed_next_month_button_is_the_previous_ones_twin_dimmed(monkeypatch, tmp_path, size):
    """At this month ">" goes nowhere: it was a pale box as wide as "<  PgUp" with a lone
    ">" in its middle and no key. Now it is drawn as when it works, its ">" and its
    "PgDn" cap where they stand then, dimmed toward the card."""
    from quiver.render2d import theme
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False, today=lambda: DAY, size=size) as make:
        app = make()
        scene = DailyScene(app.ports)
        app.push(scene)
        run(app, 2)
        btn = scene.next_btn
        greyed_texts, greyed = _arrow_look(scene, btn)
        assert not btn.enabled
        scene.prev_month()
        run(app, 2)
        texts, lit = _arrow_look(scene, btn)
        assert btn.enabled
    assert [t for t, _ in texts] == [">", "PgDn"]
    assert greyed_texts == texts  # the same ">" and key cap, in the same places
    card = np.array(theme.PANEL)

    def ink(a):  # how far the darkest pixel stands from the card
        return float(np.abs(a - card).sum(axis=2).max())

    assert 0.15 * ink(lit) < ink(greyed) < 0.7 * ink(lit)  # dimmed, yet there
    # every pixel of it lies between the working button's and the card's (a veil over it)
    assert (np.abs(greyed - card) <= np.abs(lit - card) + 2).all()


# -- (3) the play bar's clock past 10 hours -------------------------------------------------------
TITLE = "Level 1  \u2022  Cube  \u2022  Easy"
LONG = [
    36_000,  # 10:00:00
    36_123,  # 10:02:03
    359_999,  # 99:59:59
    360_000,  # 100 hours: 4 days 4 hours
    3_600_000,  # 1000 hours
    10_000_000,  # the longest time a save keeps (progress.MAX_TIME_S)
    8_639_999,  # 99 days 23:59:59
    8_640_000,  # 100 days
    10**9,  # a clock left running for 31 years
    10**12,
]
READING = re.compile(r"\d{1,2}:\d\d(:\d\d)?|\d{1,2}h(\d\d)?|\d{1,2}d(\d\d)?|99d\+")


def _bar(size, hearts: int, elapsed: float):
    """The play bar with the clock at `elapsed`: its texts (label, rect) and chips' rects."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(hearts, hearts, 25, 25, elapsed, 5, "c", TITLE, show_timer=True, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    top = [i for i in seen.items if i.rect.bottom <= hud.top_h]
    texts = [(i.label, i.rect) for i in top if i.kind == drawn.TEXT]
    return texts, [i.rect for i in top if i.kind == drawn.CARD]


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (3840, 2160)])
@pytest.mark.parametrize("hearts", [3, 6])
def test_the_clock_past_ten_hours_keeps_to_its_room_and_reads_sensibly(size, hearts):
    """From 10 hours to years: the chips keep the width they had at 0:00 (the clock's in
    the room kept for it, s379), the title and every other print keep their places, the clock's print stays
    inside its chip, and reads as a clock (to 5 figures: "10h02", "4d04", "99d+").
    Before: at 640x480 a bare "10h02" ran 4 px out of its room and the chips moved,
    "277777h46" 57 px and the title went; at 1280x800 "277777h46" ran 17 px out."""
    pygame.font.init()
    texts0, chips0 = _bar(size, hearts, 0)
    clock0 = [r for t, r in texts0 if t == "0:00"]
    assert clock0, texts0
    chip0 = next(c for c in chips0 if c.contains(clock0[0]))
    # (s379: the clock's chip as wide as what it reads, at its right edge; the room kept for
    # it ends where the chip left of it stands, which stays put)
    rest0 = [c for c in chips0 if c != chip0]
    room_left = max((c.right for c in rest0 if c.right <= chip0.x), default=0) + 6
    for t in LONG:
        texts, chips = _bar(size, hearts, t)
        chip = next(c for c in chips if c not in rest0)
        assert [c for c in chips if c != chip] == rest0, t
        assert chip.right == chip0.right and chip.x >= room_left and chip.y == chip0.y, t
        figures = [(s, r) for s, r in texts if chip.contains(r) and s != "time"]
        assert len(figures) == 1, (t, texts)
        shown, rect = figures[0]
        assert READING.fullmatch(shown), (t, shown)
        assert chip.inflate(-8, 0).contains(rect), (t, shown, rect, chip)
        others = [(s, r) for s, r in texts if not chip.contains(r)]
        assert others == [(s, r) for s, r in texts0 if not chip.contains(r)], t


@pytest.mark.parametrize(
    ("seconds", "wide", "bare"),
    [
        (3_723, "1:02:03", "1h02"),
        (36_123, "10h02", "10h"),
        (359_999, "99h59", "99h"),
        (360_000, "4d04", "4d04"),
        (8_639_999, "99d23", "99d"),
        (8_640_000, "99d+", "99d+"),
        (10**12, "99d+", "99d+"),
    ],
)
def test_the_clocks_readings_at_1280x800(seconds, wide, bare):
    """The labelled chip (room for "time  59:59") and the bare one (for "59:59")."""
    from quiver.render2d import hudchip
    from quiver.render2d.draw import fmt_time

    pygame.font.init()

    def px(v: float) -> int:
        return int(round(v))

    assert hudchip.clock_chip("time", fmt_time(seconds), px)[1] == wide
    assert hudchip.clock_chip("", fmt_time(seconds), px)[1] == bare
