"""A photo's note read whole and even (s401; s398's leftovers).

A dropped photo's note ("Looks like a photo: only its dark pixels make the shape...") is
said a page at a time where no place off the board's arrows holds it whole (s398). Its
first page, short, stood in 16 px and the rest in 14 at 480x360 (the layer prints a toast
in the biggest print its place holds it in): now every page is said in one print. At
1280x800 it stood in the bottom bar in its short form alone, its advice never said: now it
is said there a page at a time. "Tap to look closer" waited behind the whole note, 7-11 s:
now it comes once the note's head (what the picture became) is said, its advice after.
And a toast said over the note (a screenshot's path) stood on the arrows, 100-315 of their
rows: now it takes its turn in the note's place."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s355_toasts_small import arrow_rects, cards, dropped_playing  # noqa: E402
from test_s390_look_closer import _photo  # noqa: E402

DARK = ((400, 250), 0.45)  # ("Nearly all of the picture is dark...")
PHOTO = ((480, 270), 0.7)  # ("Looks like a photo: ...")
TALL = ((200, 400), 0.7)  # (a spot beside its board holds the note's short form, none its whole)
SAVED = "Screenshot saved to /home/me/Pictures/quiver-1.png"


def _watch(monkeypatch, tmp_path, size, picture, frames=900, say_at=None):
    """(the 2D play scene, each change of the cards shown over the photo dropped: (seconds
    since the board opened, [(card, words, toast, the layer's print)])); `say_at`: a frame
    to say a screenshot's path at."""
    from app_helpers import app_maker, run

    from quiver.game.journey import ToastKind

    (w, h), dark = picture
    seen: list = []
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = dropped_playing(app, [_photo(tmp_path / "beach.png", w, h, dark)])
        t0 = app.clock.t
        for f in range(frames):
            if f == say_at:
                app.feedback.toast(SAVED, ToastKind.SAVED)
            cards(app)  # (drawn afresh)
            now = [(pygame.Rect(r), t.text, t, app.toasts._text) for r, t in app.toasts._hits]
            if not seen or [c[:2] for c in seen[-1][1]] != [c[:2] for c in now]:
                seen.append((app.clock.t - t0, now))
            if not app.toasts.toasts:
                break
            run(app)
    return play, seen


def _note_pages(seen) -> list[tuple[pygame.Rect, str, int]]:
    """Each page of the picture's note as first shown: its card, words and print."""
    from quiver.scenes.toast_hide import note

    out: list[tuple[pygame.Rect, str, int]] = []
    for _, now in seen:
        for card, text, t, size in now:
            if note(t) and (not out or out[-1][1] != text):
                out.append((card, text, size))
    return out


def _whole(seen) -> str:
    from quiver.scenes.toast_hide import note

    return next(t.long for _, now in seen for _, _, t, _ in now if note(t))


@pytest.mark.parametrize(
    "size,picture",
    [
        ((480, 360), PHOTO),
        *(pytest.param(*p, marks=pytest.mark.slow) for p in (((480, 360), DARK), ((640, 480), PHOTO))),
    ],
)
def test_every_page_of_the_note_prints_in_one_size(monkeypatch, tmp_path, size, picture):
    _, seen = _watch(monkeypatch, tmp_path, size, picture)
    said = _note_pages(seen)
    assert len(said) > 1, said
    assert " ".join(text for _, text, _ in said) == _whole(seen)
    assert len({z for _, _, z in said}) == 1, [(text, z) for _, text, z in said]  # (16 px, then 14: before)


@pytest.mark.parametrize("size,picture", [((1280, 800), PHOTO), ((480, 360), TALL)])
def test_a_note_said_short_is_said_whole_a_page_at_a_time(monkeypatch, tmp_path, size, picture):
    """Its short form stood alone before, "Looks like a photo", its advice unsaid: at 1280x800
    in the bottom bar (there now its pages), at 480x360 beside a tall photo's board (now in
    the top bar, as a note no spot holds)."""
    play, seen = _watch(monkeypatch, tmp_path, size, picture)
    said = _note_pages(seen)
    assert " ".join(text for _, text, _ in said) == _whole(seen), said
    arrows = arrow_rects(play)
    bar = play.hud.bottom_rect if size == (1280, 800) else play.hud.top_rect
    for card, text, _ in said:
        assert bar.contains(card), (text, card, bar)
        assert card.collidelist(arrows) < 0, (text, card)
    assert len({z for _, _, z in said}) == 1, said


@pytest.mark.parametrize(
    "size,picture",
    [
        ((480, 360), PHOTO),
        *(
            pytest.param(*p, marks=pytest.mark.slow)
            for p in (((480, 360), DARK), ((640, 480), DARK), ((800, 600), PHOTO))
        ),
    ],
)
def test_look_closer_comes_once_the_notes_head_is_said(monkeypatch, tmp_path, size, picture):
    """What a tap does comes after what the picture became, not after the whole note: its
    advice (what to draw next time) after it, where it left off, every word once."""
    from quiver.scenes.pointer2d import LOOK_CLOSER

    play, seen = _watch(monkeypatch, tmp_path, size, picture)
    came = next((s for s, now in seen if any(text in LOOK_CLOSER for _, text, _, _ in now)), None)
    assert came is not None and came <= 4.5, came  # (7-11 s behind the whole note before)
    said = _note_pages(seen)
    assert " ".join(text for _, text, _ in said) == _whole(seen), said
    head = _whole(seen).split(": ")[0] + ":"
    before = _note_pages([(s, now) for s, now in seen if s < came])
    assert " ".join(text for _, text, _ in before) == head, before
    arrows = arrow_rects(play)
    for _, now in seen:
        assert all(card.collidelist(arrows) < 0 for card, *_ in now), now


@pytest.mark.parametrize(
    "size",
    [(640, 480), *(pytest.param(z, marks=pytest.mark.slow) for z in ((480, 360), (1280, 800)))],
)
def test_a_toast_said_over_the_note_takes_its_turn_off_the_arrows(monkeypatch, tmp_path, size):
    """A screenshot's path said a second into the note: it stood on 100-315 rows of the
    arrows; now it stands in the bar, the note waiting its turn, then said on, whole."""
    play, seen = _watch(monkeypatch, tmp_path, size, DARK, say_at=60)
    arrows = arrow_rects(play)
    shot = [card for _, now in seen for card, _, t, _ in now if t.says(SAVED)]
    assert shot, seen
    for _, now in seen:
        for card, text, _, _ in now:
            assert card.collidelist(arrows) < 0, (text, card, len(card.collidelistall(arrows)))
    said = _note_pages(seen)
    assert " ".join(dict.fromkeys(text for _, text, _ in said)) == _whole(seen), said
