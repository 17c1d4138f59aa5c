"""Special arrows through the real scenes (offscreen SDL, injected mouse events): the
menu's "Special arrows" choice reaches the puzzle code and the board, a tap on a shut
lock costs a heart and flashes the pair, and the solution still clears the board."""

import pytest
from test_app_play import app_factory, click, run, run_until  # noqa: F401  (fixture)

pygame = pytest.importorskip("pygame")


def test_menu_special_arrows_to_a_locked_2d_puzzle(app_factory, tmp_path):  # noqa: F811
    app, clock = app_factory(gl=False)
    menu = app.top
    run(app, clock, 2)
    click(app, clock, menu.widget_center("specials:many"))
    assert menu.specials == "many"
    pygame.image.save(
        app.screen if hasattr(app, "screen") else pygame.display.get_surface(), str(tmp_path / "menu.png")
    )
    click(app, clock, menu.widget_center("random"))
    from quiver.scenes.play2d import Play2DScene

    run_until(app, clock, lambda: isinstance(app.top, Play2DScene))
    play = app.top
    board = play.board
    assert str(play.code).endswith("-mltr")
    locks = [i for i, a in enumerate(board.arrows) if a.lock is not None]
    assert locks and play.renderer.badges.locks  # badges on the board

    lock = locks[0]
    key = board.arrows[lock].lock
    click(app, clock, play.arrow_pixel(lock))
    assert play.session.hearts == 2 and lock in board.alive
    assert lock in play.flashes and key in play.flashes  # the pair flashes
    run(app, clock, 3)

    # a two-headed arrow whose ends open at different times: the blocked end costs a
    # heart, the near end of the open one sends it off that way
    two = [i for i, a in enumerate(board.arrows) if a.dir2 is not None]
    assert two
    wrong_end_taps = second_end_exits = 0
    for i in board.solution:
        if i in board.alive:
            a = board.arrows[i]
            end = board.free_end(i)
            if a.dir2 is not None and board.first_blocker(i, 1) is None:
                end = 1  # leave by the second head when it can
            if a.dir2 is not None and board.first_blocker(i, 1 - end) is not None and play.session.hearts > 1:
                hearts = play.session.hearts
                click(app, clock, play.cell_pixel(a.cells[-1] if end == 1 else a.cells[0]))
                assert play.session.hearts == hearts - 1 and i in board.alive
                wrong_end_taps += 1
                run(app, clock, 40)
            click(app, clock, play.cell_pixel(a.cells[0] if end == 1 else a.cells[-1]))
            assert i not in board.alive
            if end == 1:
                assert any(x.arrow == i and x.path.dir == a.dir2 for x in play.anims)
                second_end_exits += 1
    assert play.session.won and wrong_end_taps and second_end_exits
