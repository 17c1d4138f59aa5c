"""A toast stands still on the frames after it is placed while nothing it is placed by
changes: a placement starts from where the toasts stood (toast_stack._from), so one that
moved them moved them again on the next frame. At 480x360 a lesson begun from the menu
with a toast up placed it in the compact form from its place on the menu, then on the
board's second frame 30 px higher in TEXT, the player doing nothing (s237)."""

from app_helpers import app_maker, run


def cards(app) -> list[tuple]:
    return [tuple(r) for r, t in app.toasts._hits if t in app.toasts.toasts]


def test_a_toast_over_a_lesson_begun_from_the_menu_stays_put(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.feedback.toast("Copied the code 12345")
        app.flow.lesson("2d")
        seen = []
        for _ in range(6):
            run(app)
            seen.append(cards(app))
        assert seen[0] and all(s == seen[0] for s in seen), seen
