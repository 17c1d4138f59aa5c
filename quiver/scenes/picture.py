"""The player's own picture, played without the command line: a PNG (2D) or a .vox
model (3D) dropped on the window, or its path typed or pasted in the "Your picture"
card that the Custom panel's row opens.

The puzzle is built at the Custom panel's difficulty and size (its defaults, Medium and
M, from anywhere else) behind the loading screen (in a thread: a path is no code that a
worker process could be sent) and opens like a board file: the HUD names the file. A file
that cannot be a puzzle is one line, the command line's words, and nothing changes. A
drop on a puzzle with moves made asks first (its progress would be lost). The last
picture played is kept in the settings (`last_picture`)."""

from __future__ import annotations

from collections.abc import Callable

from quiver.engine.codec import load_board_file
from quiver.engine.modes import Difficulty
from quiver.engine.spec import PuzzleSpec
from quiver.game.journey import BoardFile, PuzzleRequest, ToastKind
from quiver.game.picture import (
    clean_path,
    not_a_file,
    picture_label,
    picture_spec,
    playable,
    start_picture,
)
from quiver.render2d.widgets import TextBox

from .base import Ports
from .confirm import ConfirmScene
from .entry_card import EntryCard, sent
from .loading import push_build
from .modes import unavailable_reason

HOW = "Drop a PNG (or a .vox model) on the window, or type or paste its path."


def _choices(ports: Ports) -> tuple[str, float]:
    """The Custom panel's difficulty and size factor (the menu is under every scene)."""
    menu = next((s for s in ports.stack.scenes if s.name == "menu"), None)
    choices = getattr(menu, "picture_choices", None)
    return choices() if choices is not None else (Difficulty.MEDIUM, 1.0)


def _in_progress(ports: Ports) -> bool:
    """A puzzle under whatever is on top has progress to lose (Session.at_stake: a move
    made, not finished, not at a dead end); an untouched one is left at once."""
    from .play import PlayScene

    return any(isinstance(s, PlayScene) and s.session.at_stake for s in ports.stack.scenes)


def prepare(ports: Ports, path: str) -> PuzzleSpec:
    """The picture's puzzle code at the Custom panel's choices (ValueError: one line)."""
    difficulty, factor = _choices(ports)
    return picture_spec(path, difficulty, factor, ports.midend.random_seed())


def play_picture(ports: Ports, spec: PuzzleSpec) -> None:
    """Build the picture's puzzle behind the loading screen (Esc cancels) and play it;
    a mode this window cannot show is said at once, and nothing changes."""
    why = unavailable_reason(spec.mode, ports.display)
    if why is not None:
        ports.feedback.toast(why, ToastKind.WARN)
        return
    if ports.midend.settings.last_picture != spec.shape:
        ports.midend.change_setting("last_picture", spec.shape)
    request = PuzzleRequest(BoardFile(picture_label(spec.shape)))
    job = start_picture(spec, inline=not ports.display.realtime)
    push_build(ports, request, spec, job)  # over the screen it was asked on (a dropped file)


def _player(ports: Ports, path: str) -> Callable[[], None]:
    """What plays the file at `path`: a picture's puzzle, or a board file (`.json`, what E
    exports) as `quiver play` plays it. ValueError: why not, one line naming the file."""
    file = clean_path(path)
    if not file.lower().endswith(".json"):
        spec = prepare(ports, path)
        return lambda: play_picture(ports, spec)
    not_a_file(file)  # (a pipe named .json would wait for ever)
    try:
        board = playable(load_board_file(file))
        # a mode this window cannot show is said now: raised when played, it left the loop
        why = unavailable_reason(board.space.mode, ports.display)
        if why is not None:
            raise ValueError(why)
    except ValueError as e:  # (a board file's own words do not name it)
        raise ValueError(f"'{picture_label(path)}': {' '.join(str(e).split())}") from None
    request = PuzzleRequest(BoardFile(picture_label(path)), board=board)
    return lambda: ports.journeys.open(request)


def drop_file(ports: Ports, path: str) -> None:
    """A file dropped on the window: its puzzle, or why not (the game stays where it was)."""
    try:
        play = _player(ports, path)
    except ValueError as e:
        ports.feedback.toast(" ".join(str(e).split()), ToastKind.WARN)
        return
    if not _in_progress(ports):
        play()
        return
    ports.feedback.sound("click")
    question = f"Play {picture_label(path)}?"
    ports.stack.push(ConfirmScene(ports, question, "Play it", play, note="This puzzle's progress is lost."))


class PictureScene(EntryCard):
    """The "Your picture" card: a path field (the last picture at first), Paste, Play."""

    name = "picture"
    title = "Play your own picture"
    hint = HOW

    def __init__(self, ports: Ports) -> None:
        last = ports.midend.settings.last_picture
        super().__init__(ports, TextBox(text=last, max_len=1024, placeholder="e.g. ~/Pictures/cat.png"))

    @classmethod
    def again(cls, menu) -> PictureScene:
        return cls(menu.ports)

    def cleaned(self, text: str) -> str:
        return clean_path(text)

    def submit(self) -> None:
        try:
            play = _player(self.ports, self.box.text)
        except ValueError as e:
            self.refuse(str(e))
            return
        text = self.box.text
        self.stack.pop()
        play()
        top = self.stack.top  # a picture's build: Esc on it is this card again, as typed
        if top is not None and top.name == "loading":
            menu = next((s for s in self.stack.scenes if s.name == "menu"), None)
            sent(menu, getattr(top, "code", None), PictureScene, text)
