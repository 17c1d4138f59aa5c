"""s216: as a lesson ended (its last board cleared, its beat over), the lesson's board under
"Building level 1..." turned into a won puzzle: the HUD showed the points the lesson never
shows ("pts 3362"), and the win's colour sweep ran over the board behind the card. A
lesson's board stays a lesson's board once its lesson is done."""

from __future__ import annotations

from app_helpers import app_maker, click, lesson_tap, run


def test_a_finished_lessons_board_stays_a_lessons(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app = make()
        app.top.play_btn.action()  # the 2D lesson
        run(app, 30)
        board = None
        for _ in range(40):
            play = app.top
            if getattr(play, "_coach", None) is None:
                break
            board = play
            if play.coach is not None and play.coach.beat is None and play.board.free_arrows():
                click(app, play.arrow_pixel(lesson_tap(play)))
            run(app, 20, dt=1 / 20)  # (1 s of game time, 20 frames: the frame rate is not tested)
        assert board is not None and board._coach.done, "the lesson ran to its end"
        assert board.coach is None  # (the lesson no longer runs)
        info = board.hud_info()
        assert info.score is None and not info.show_layers, "no points nor layers on the lesson's board"
        assert board.reveal_u() is None, "no win reveal for a lesson's board"
