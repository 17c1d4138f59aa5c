"""A photo's note in the top bar, said whole a page at a time, the counts in sight (s398).

A dropped photo's note ("Nearly all of the picture is dark, so it plays as a rectangle: draw
the shape dark on a light or transparent background") stands in the top bar where no spot
between the bars holds it off the board's arrows (s391). There only its short form was ever
said, the advice after the colon never; at 480x360 it stood over the whole bar, the arrows
left hidden for 4 s; and at 640x480 "Tap to look closer" after it stood in the title's room
in two lines of 16 px, a card 62 px tall beside the chips' 44. Now the note's words come in
turn, each page what the bar's place over the title and the points holds (note_pages,
closer_bar.note_room), the hearts, the arrows left, the layers and the clock in sight, and
"Tap to look closer" stands in one line there."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s355_toasts_small import arrow_rects, cards, dropped_playing  # noqa: E402
from test_s390_look_closer import _photo  # noqa: E402

DARK = ((400, 250), 0.45)  # ("Nearly all of the picture is dark...")
PHOTO = ((480, 270), 0.7)  # ("Looks like a photo: ...")


def _notes(app) -> list[tuple[pygame.Rect, object]]:
    """Each picture's note's card drawn now, and its toast."""
    from quiver.scenes.toast_hide import note

    cards(app)  # (drawn afresh)
    return [(pygame.Rect(r), t) for r, t in app.toasts._hits if note(t)]


def _life(monkeypatch, tmp_path, size, picture):
    """(the 2D play scene, each page of the picture's note as shown: its card and words, the
    note's whole, the first card of "Tap to look closer" after it) over a photo dropped."""
    from app_helpers import app_maker, run

    from quiver.scenes.pointer2d import LOOK_CLOSER

    (w, h), dark = picture
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = dropped_playing(app, [_photo(tmp_path / "beach.png", w, h, dark)])
        assert play.view.tap_zooms()  # (shown whole, its cells under what a tap reads)
        said: list[tuple[pygame.Rect, str]] = []
        whole, closer = None, None
        for _ in range(1200):  # (s401: "Tap to look closer" comes after the note's head, its advice after)
            for card, t in _notes(app):
                whole = t.long
                if not said or said[-1][1] != t.text:
                    said.append((card, t.text))
            closer = closer or next((r for r, text in cards(app) if text in LOOK_CLOSER), None)
            if closer is not None and " ".join(text for _, text in said) == whole:  # (its last page up)
                return play, said, whole, closer
            run(app)
    pytest.fail(f"no look closer after {said}")


@pytest.mark.parametrize(
    "size,picture",
    [
        ((640, 480), DARK),
        *(
            pytest.param(*p, marks=pytest.mark.slow)
            for p in (((480, 360), DARK), ((800, 600), DARK), ((480, 360), PHOTO), ((640, 480), PHOTO))
        ),
    ],
)
def test_the_note_is_said_whole_in_the_bar_a_page_at_a_time(monkeypatch, tmp_path, size, picture):
    from quiver.scenes.area2d import banner

    play, said, whole, _ = _life(monkeypatch, tmp_path, size, picture)
    assert len(said) > 1, said  # (its short form alone before: the advice never said)
    assert " ".join(text for _, text in said) == whole  # (every word, in order, once)
    bar, arrows = banner(play), arrow_rects(play)
    for card, text in said:
        assert bar is not None and bar.contains(card), (text, card, bar)
        assert card.collidelist(arrows) < 0, (text, card)


@pytest.mark.parametrize(
    "size,picture",
    [
        ((480, 360), DARK),
        *(
            pytest.param(*p, marks=pytest.mark.slow)
            for p in (((480, 360), PHOTO), ((640, 480), DARK), ((800, 600), DARK))
        ),
    ],
)
def test_the_note_in_the_bar_leaves_the_counts_in_sight(monkeypatch, tmp_path, size, picture):
    """The hearts, the arrows left, the layers and the clock stay in sight under every page
    (the points read 0 till an arrow goes, and the note goes when they change)."""
    play, said, _, _ = _life(monkeypatch, tmp_path, size, picture)
    bar = play.hud.top_bar(play.hud_info())
    counts = {c.label or c.value: c.rect for c in bar.chips if c.label not in ("score", "pts")}
    assert counts and any(label in ("left", "") for label in counts)  # (the arrows left among them)
    for card, text in said:
        assert not card.colliderect(bar.hearts), (text, card)
        assert card.collidelist(list(counts.values())) < 0, (text, card, counts)


@pytest.mark.parametrize("picture", [DARK, pytest.param(PHOTO, marks=pytest.mark.slow)])
def test_look_closer_in_the_titles_room_is_one_line_the_chips_tall(monkeypatch, tmp_path, picture):
    """At 640x480 (800x600's room held it in a line of 18 px)."""
    from quiver.scenes.area2d import BAR_COVER, title_room

    play, _, _, closer = _life(monkeypatch, tmp_path, (640, 480), picture)
    room = title_room(play)
    assert room is not None and room.contains(closer), (closer, room)
    assert closer.h <= play.hud.px(BAR_COVER), closer  # (one line: 62 px, two of 16 px, before)
    assert closer.collidelist(arrow_rects(play)) < 0


def test_pages_break_where_the_note_does_first_and_lose_no_word():
    from quiver.game.picture import DARK_ALL_OVER, PHOTO
    from quiver.scenes.note_pages import page_times, pages

    def most(n):
        return lambda text: len(text) <= n

    assert pages(DARK_ALL_OVER, most(200)) == [DARK_ALL_OVER]
    head, advice = DARK_ALL_OVER.split(": ")
    assert pages(DARK_ALL_OVER, most(70)) == [head + ":", advice]
    for n in (20, 30, 45, 70):
        for note in (DARK_ALL_OVER, PHOTO, f"Played at 120x160: a larger size would break it. {PHOTO}"):
            said = pages(note, most(n))
            assert " ".join(said) == note
            assert all(len(p) <= n for p in said), (n, said)
    # (the last page as long as the others, near enough: not "background" alone)
    assert pages("a drawing in a dark colour on a light background", most(36)) == [
        "a drawing in a dark colour",
        "on a light background",
    ]
    assert all(s >= 1.8 for s in page_times(["a", "b c d e f g h i j k"]))


def test_the_note_stands_on_as_the_window_grows(monkeypatch, tmp_path):
    """The counts under a card in the bar are read again in a new size (toast_bar.give_way):
    at 640x480 the note lay over "pts 0", at 1280x800 the chip says "score 0", and the note
    faded as if a count had changed; it goes on there, a page at a time."""
    from app_helpers import app_maker, run

    (w, h), dark = DARK
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        dropped_playing(app, [_photo(tmp_path / "beach.png", w, h, dark)])
        run(app, 30)
        assert _notes(app)
        app._resize((1280, 800))
        run(app, 60)
        said = _notes(app)
        assert said and said[0][1].text != said[0][1].long, said  # (still up, in pages)
