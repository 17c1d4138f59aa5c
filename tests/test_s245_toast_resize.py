"""A toast placed in a small window takes the form a toast shown at the new size takes on
the first frame after the window grows, and stands there: the place it stood in at 640x480
(over the menu's title, two lines) still held it at 1280x800, so it kept its narrow form
where a toast shown at 1280x800 stands under the buttons in one line (s245)."""

from app_helpers import app_maker, run

SAID = "Screenshot saved to /home/player/Pictures/quiver-2026-12-06-04-30-00.png"  # (s322: longer)


def cards(app) -> list[tuple]:
    return [tuple(r) for r, t in app.toasts._hits if t in app.toasts.toasts]


def test_a_toast_takes_the_new_sizes_form_on_the_frame_after_a_resize(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        fresh = make(size=(1280, 800))
        fresh.feedback.toast(SAID)
        run(fresh, 2)
        wide = cards(fresh)
        app = make(size=(640, 480))
        app.feedback.toast(SAID)
        run(app, 3)
        narrow = cards(app)
        app._resize((1280, 800))
        seen = []
        for _ in range(4):
            run(app)
            seen.append(cards(app))
        assert narrow != wide and narrow[0][2] < wide[0][2]
        assert all(s == wide for s in seen), (narrow, wide, seen)
