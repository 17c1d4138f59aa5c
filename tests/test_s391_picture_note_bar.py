"""A picture's own note over a photo's board shown whole (s391; s390's look-closer leftover).

A photo dark all over plays as a rectangle, and its note ("Nearly all of the picture is dark,
so it plays as a rectangle") or a lighter photo's ("Looks like a photo") is said as its board
opens: the player's first look at their own picture's puzzle. The board fills the play area,
and the note stood over its top rows of arrows at 480x360, 640x480 and 800x600 (a band above
the board, too thin for its card). Where no spot between the bars holds the note's card off the
arrows (closer_bar.note_up, the look-closer note's test), it stands in the top bar: in the
title's room where that holds it in two lines, else in the whole bar place, over the counts,
its whole time, gone when a count changes (toast_bar.give_way: not cut to 2.5 s there, twelve
words to read); "Tap to look closer" waits its turn, then stands in
the title's room where that holds it (the counts in sight), as before."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s355_toasts_small import arrow_rects, cards, dropped_playing  # noqa: E402
from test_s390_look_closer import _photo  # noqa: E402

NOTES = ("Nearly all of the picture is dark", "Looks like a photo")


def _noted(monkeypatch, tmp_path, size, shape, dark, then=None):
    """(the 2D play scene, the note's card) once a picture's note is up over the photo dropped;
    `then` (a text): also the card that says it, the first frame it shows after the note."""
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = dropped_playing(app, [_photo(tmp_path / "beach.png", *shape, dark)])
        assert play.view.tap_zooms()  # (shown whole, its cells under what a tap reads)
        note = None
        for _ in range(600):
            said = cards(app)
            note = note or next((r for r, t in said if t.startswith(NOTES)), None)
            later = [r for r, t in said if then is not None and t.startswith(then)]
            if note is not None and (then is None or later):
                return play, note, (later or [None])[0]
            run(app)
    pytest.fail("no picture note" if note is None else f"no {then!r}")


@pytest.mark.parametrize(
    "size,shape,dark",
    [
        ((640, 480), (400, 250), 0.45),
        *(
            pytest.param(*p, marks=pytest.mark.slow)
            for p in (
                ((480, 360), (400, 250), 0.45),
                ((800, 600), (400, 250), 0.45),
                ((640, 480), (300, 150), 0.45),
                ((480, 360), (480, 270), 0.7),  # ("Looks like a photo")
                ((800, 600), (480, 270), 0.7),
            )
        ),
    ],
)
def test_a_photos_note_hides_none_of_its_arrows(monkeypatch, tmp_path, size, shape, dark):
    from quiver.scenes.area2d import banner

    play, note, _ = _noted(monkeypatch, tmp_path, size, shape, dark)
    arrows = arrow_rects(play)
    assert note.collidelist(arrows) < 0, (note, len(note.collidelistall(arrows)))
    bar = banner(play)
    assert bar is not None and bar.contains(note)  # (the top bar: no spot between the bars holds it)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_look_closer_after_the_note_leaves_the_counts_in_sight(monkeypatch, tmp_path, size):
    from quiver.scenes.area2d import title_room

    play, _, closer = _noted(monkeypatch, tmp_path, size, (400, 250), 0.45, then="Tap to look closer")
    assert closer.collidelist(arrow_rects(play)) < 0
    room = title_room(play)
    assert room is not None and room.contains(closer), (closer, room)


@pytest.mark.parametrize("fire", [False, True])
def test_the_note_in_the_bar_stands_its_time_till_a_count_changes(monkeypatch, tmp_path, fire):
    """Its twelve words stand their time there, as over the board before (3.98 s), not cut
    to BAR_SECONDS; an arrow fired (a count changes) fades it at once (toast_bar.give_way)."""
    from app_helpers import app_maker, run

    from quiver.scenes.area2d import banner
    from quiver.scenes.toast_bar import BAR_SECONDS

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        play = dropped_playing(app, [_photo(tmp_path / "beach.png", 400, 250, 0.45)])
        assert any(t.startswith(NOTES) for _, t in cards(app))
        if fire:
            play.fire(next(iter(play.board.free_arrows())))
        run(app, round((BAR_SECONDS + 0.5) * 60))
        note = [r for r, t in cards(app) if t.startswith(NOTES)]
        if fire:
            assert not note
        else:
            assert note and banner(play).contains(note[0])
