"""In Settings the pad's keys keep only the typed field clear, and a refusal's warning
lies over the rows above its field: at 800x600, back on a refused server with its keys
up, the warning covered their bottom rows (Close, Done, z to m) (s150). Toasts now keep
off the keys while they are up."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

A, START = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_START
X, UP, DOWN = (
    pygame.CONTROLLER_BUTTON_X,
    pygame.CONTROLLER_BUTTON_DPAD_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN,
)


def button(app, b: int) -> None:
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)
    run(app, 1, dt=0.5)


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800)])
def test_a_refusals_warning_keeps_off_the_pads_keys(monkeypatch, tmp_path, size):
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        while menu.focus_order[menu.focus] is not menu.settings_btn:
            button(app, X)
        button(app, A)
        card = app.top
        assert isinstance(card, SettingsScene)
        while card.order[card.focus] != "leaderboard_server":
            button(app, DOWN)
        button(app, A)
        card.text_boxes["leaderboard_server"].text = "::::"  # (as typed on the keys)
        button(app, START)  # Done: refused, said over the rows above the field
        assert card.fields.said
        for field in ("leaderboard_server", "leaderboard_name"):  # back on either field
            while card.order[card.focus] != field:
                button(app, UP if field == "leaderboard_server" else DOWN)
            button(app, A)
            run(app, 2, dt=0.1)
            keys = card.pad_keys
            assert keys.shown and app.toasts.active
            for what in (keys.rect, keys.box.rect):  # the keys and the field they type in
                covered = [r for r in app.toasts._cards if r.colliderect(what)]
                assert not covered, f"{field}: the warning at {covered} covers {what}"
            button(app, pygame.CONTROLLER_BUTTON_B)
