"""The campaign's last level's win card says the campaign is over (s129; s124 made it lead
to Levels, with no Next level): its title, not "Level 1000000 cleared!"."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, first_candidate_levels, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.game.campaign_targets import MAX_LEVEL, cleared_title  # noqa: E402
from quiver.game.progress import record_level  # noqa: E402


def test_the_titles():
    assert cleared_title(7) == "Level 7 cleared!"
    assert cleared_title(MAX_LEVEL - 1) == f"Level {MAX_LEVEL - 1} cleared!"
    assert "campaign" in cleared_title(MAX_LEVEL).lower()


def _won_card(app, level: int):
    for n in range(max(1, level - 3), level):
        record_level(app.midend.progress, "2d", n, 3, 60.0)
    return win_level(app, level)


def win_level(app, level: int):
    """Open 2D campaign `level`, clear it by its solution, and return its win card."""
    app.ports.journeys.level("2d", level)
    run(app, 3)
    play = app.top
    assert play.name == "play2d" and play.board.arrows
    for i in list(play.board.solution):
        if i in play.board.alive:
            play.fire(i)  # (no frames between: a big last level's 354 arrows drew 708 of them)
    # (20 frames a second: the win reveal's frame rate is not what these tests check)
    run_until(app, lambda: app.top.name == "result", frames=240, dt=1 / 20, what="the win card")
    card = app.top
    assert card.name == "result" and card.won
    return card


@pytest.mark.parametrize("level", [MAX_LEVEL, MAX_LEVEL - 1])
def test_the_last_levels_win_card_says_the_campaign_is_over(monkeypatch, tmp_path, level):
    from quiver.render2d import drawn

    first_candidate_levels(monkeypatch)  # (the card, not the level's candidate search)
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        card = _won_card(app, level)
        card.age = 10.0  # (risen and counted up)
        card.full_redraw = True
        surface = pygame.Surface(app.size, pygame.SRCALPHA)
        with drawn.recording() as seen:
            card.draw(surface)
        texts = [i.label for i in seen.of(drawn.TEXT)]
        over = "Campaign complete!" in texts
        assert over == (level == MAX_LEVEL), texts
        assert (f"Level {level} cleared!" in texts) == (level < MAX_LEVEL), texts
        title = next(i.rect for i in seen.of(drawn.TEXT) if i.label == cleared_title(level))
        assert card.panel.contains(title)
