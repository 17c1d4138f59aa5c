"""s109: Copy is C in 2D and Ctrl+C in every mode; a plain C in 3D and Flat 3D turns the
view back (Home, C or 0), so it cannot copy there. The words now say so the same way
everywhere: How to play names the key that copies in each mode as the Copy chip does (it
named none), and the 3D chip says "Ctrl+C" as the game writes every chord (Ctrl+M, Ctrl+V),
not "Ctrl C"."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.engine.modes import Mode  # noqa: E402
from quiver.scenes.legend_words import COPY_KEYS, EXTRA  # noqa: E402
from quiver.scenes.play import PlayScene  # noqa: E402
from quiver.scenes.playkeys import COPY_KEY  # noqa: E402


def _scene_class(mode: str):
    from quiver.scenes.registry import PLAY_SCENES

    return PLAY_SCENES[mode]


class _Play:
    """The parts of a play scene its key handling reads."""

    coach = None
    hud = None

    def __init__(self, plain_c_copies: bool) -> None:
        self.plain_c_copies = plain_c_copies
        self.done: list[str] = []

    def _actions(self) -> dict:
        return {name: (lambda n=name: self.done.append(n)) for name in ("copy", "menu", "hint")}


def _press(play: _Play, key: int, mod: int = 0) -> list[str]:
    play.done.clear()
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    PlayScene.handle_event(play, event)  # type: ignore[arg-type]
    return list(play.done)


@pytest.mark.parametrize("mode", [Mode.TWO_D, Mode.THREE_D, Mode.FLAT])
def test_how_to_play_and_the_chip_name_the_keys_that_copy(mode):
    plain = _scene_class(mode).plain_c_copies
    play = _Play(plain)
    assert _press(play, pygame.K_c, pygame.KMOD_LCTRL) == ["copy"]  # Ctrl+C: every mode
    assert _press(play, pygame.K_c) == (["copy"] if plain else [])  # a plain C: 2D only
    assert f"{COPY_KEYS[mode]} copies the code." in EXTRA[mode]
    assert COPY_KEYS[mode] == COPY_KEY[plain] == ("C" if plain else "Ctrl+C")  # the chip says the same
