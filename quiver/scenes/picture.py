"""The player's own picture, played without the command line: a PNG (2D) or a .vox
model (3D) dropped on the window, or its path typed or pasted in the "Your picture"
card that the Custom panel's row opens.

The puzzle is built at the Custom panel's difficulty and size (its defaults, Medium and
M, from anywhere else) behind the loading screen and opens like a board file: the HUD
names the file. Only the checks that look at the folder (no file, a folder) run on the
main loop; reading the picture and sizing it (a big PNG, a thin one's search: up to a
second or more, the window frozen) run in the generator's worker with the build
(PictureTask), so the loading screen shows at once and Esc stops the worker. A file that
cannot be a puzzle is one line, the command line's words, said where it was asked (on
the card, as typed; on the screen it was dropped on), and nothing changes. A drop on a
puzzle with moves made asks first (its progress would be lost). The last picture played
is kept in the settings (`last_picture`). A board file (`.json`, what E exports) dropped
or typed is read in the worker the same way (a big one took up to a second)."""

from __future__ import annotations

from collections.abc import Callable

from quiver.engine.modes import MODES, Difficulty
from quiver.game.journey import BoardFile, PuzzleRequest, ToastKind
from quiver.game.picture import (
    PictureTask,
    clean_path,
    is_board_file,
    not_a_board_file,
    picture_label,
    picture_task,
)
from quiver.game.worker import start_generation
from quiver.render2d.widgets import TextBox

from .base import Ports
from .confirm import ConfirmScene
from .entry_card import EntryCard
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
    made, not finished, not at a dead end); an untouched one is left at once, and so is one
    kept as it is left (a level, a daily, a code: play_kept.keeps, s207)."""
    from .play import PlayScene
    from .play_kept import keeps

    return any(isinstance(s, PlayScene) and s.session.at_stake and not keeps(s) for s in ports.stack.scenes)


def prepare(ports: Ports, path: str) -> PictureTask:
    """What builds the picture's puzzle at the Custom panel's choices, in the worker; the
    checks that look at the folder only are made here (ShapeError: one line)."""
    difficulty, factor = _choices(ports)
    return picture_task(path, difficulty, factor, ports.midend.random_seed())


def toasted(ports: Ports) -> Callable[[str], None]:
    """A dropped picture's refusal: one line on the screen it was dropped on."""
    return lambda why: ports.feedback.toast(capital(why), ToastKind.WARN)


def capital(why: str) -> str:
    """A refusal shared with the command line (lower case after `quiver: error:`) as a toast
    says it: one line, a capital first, as the card's sentence starts (s176)."""
    why = " ".join(why.split())
    return why[:1].upper() + why[1:]


def play_picture(ports: Ports, task: PictureTask, refused: Callable[[str], None] | None = None) -> None:
    """Read, size and build the picture's puzzle behind the loading screen (Esc stops
    the worker) and play it. A picture that cannot be a puzzle (or be played in this
    window: a .vox with no OpenGL) goes back where it was asked, said there by `refused`
    (None: a toast), and nothing changes."""
    # a mode this window cannot show: said once the file is read (a broken one's words first;
    # a board file's mode is in the file)
    if is_board_file(task.path):
        task.refuse = {m: why for m in MODES if (why := unavailable_reason(m, ports.display))} or None
    else:
        task.refuse = unavailable_reason(task.mode, ports.display)
    request = PuzzleRequest(BoardFile(picture_label(task.path)))
    job = start_generation(task, inline=not ports.display.realtime)
    # over the screen it was asked on (a dropped file); flow.built keeps it as the last picture
    push_build(ports, request, task, job, refused=refused or toasted(ports))


def _player(ports: Ports, path: str, refused: Callable[[str], None] | None = None) -> Callable[[], None]:
    """What plays the file at `path`: a picture's puzzle, or a board file (`.json`, what E
    exports) as `quiver play` plays it, both read in the worker behind the loading screen.
    ValueError: why not, one line (a file's, once read, goes to `refused`)."""
    file = clean_path(path)
    if not is_board_file(file):
        task = prepare(ports, path)
    else:  # (its own reader's words for a missing file, as before)
        not_a_board_file(file)  # (a pipe named .json would wait for ever)
        task = PictureTask(file, Difficulty.MEDIUM, 1.0, 0)
    return lambda: play_picture(ports, task, refused)


def drop_files(ports: Ports, paths: list[str]) -> None:
    """Files dropped on the window at once: the first that can be played, and one line on
    how many others were left ("Playing a.png; 2 other files left": s346, the last played
    and the others went unsaid); none: the first one's why (the game stays where it was)."""
    refusals: list[str] = []
    for path in paths:  # (none: nothing to say)
        try:
            play = _player(ports, path)
        except ValueError as e:
            refusals.append(capital(str(e)))
            continue
        return _play_dropped(ports, path, play, len(paths) - 1)
    more = len(refusals) - 1
    if refusals:
        ports.feedback.toast(
            refusals[0] + (f" ({_files(more)} more could not be opened)" if more else ""), ToastKind.WARN
        )


def _files(n: int, other: str = "") -> str:
    """How many files: "1 file", "2 other files"."""
    return f"{n} {other}file{'' if n == 1 else 's'}"


def _play_dropped(ports: Ports, path: str, play: Callable[[], None], others: int) -> None:
    """Play the dropped file at `path` (asked first over a puzzle with progress to lose),
    saying the `others` dropped with it were left."""
    left = f"{_files(others, 'other ')} left" if others else ""
    if left:  # (short, where the whole hides the board's arrows or title: the HUD names the file)
        play = _saying(ports, f"Playing {picture_label(path)}; {left}", play, left[:1].upper() + left[1:])
    if not _in_progress(ports):
        play()
        return
    ports.feedback.sound("click")
    note = f"{LOST} ({left})" if left else LOST
    question = DropQuestion(ports, f"Play {picture_label(path)}?", "Play it", play, note=note)
    # a second file dropped while the first one's question is up: asked about in its place
    # (s201: it stacked a second question, and the first, left under it, played the first file)
    (ports.stack.replace if isinstance(ports.stack.top, DropQuestion) else ports.stack.push)(question)


LOST = "This puzzle's progress is lost."


def _saying(ports: Ports, line: str, play: Callable[[], None], short: str) -> Callable[[], None]:
    """`play`, and `line` said once its puzzle is on top (the screen it was dropped on
    goes under the build, and its news with it: say_when_open), `short` where it has no room
    (s355: at 480x360 its whole lay over the board's top arrows, at 640x480 over the title)."""

    def go() -> None:
        play()
        ports.journeys.say_when_open(line, short)

    return go


class DropQuestion(ConfirmScene):
    """The question a dropped file asks over a puzzle with progress to lose ("Play a.png?")."""


class PictureScene(EntryCard):
    """The "Your picture" card: a path field (the last picture at first, selected), Paste, Play."""

    name = "picture"
    title = "Play your own picture"
    hint = HOW
    # Play leaves the card up under the build (loading.push_build): a quick one opens from
    # it, a longer one's panel comes over it after 0.3 s, Esc or a refusal is this very
    # card again, as typed (it closed first, and the menu stood bare for 0.3 s, s138)
    holds_quick_build = True

    def __init__(self, ports: Ports) -> None:
        box = TextBox(
            text=ports.midend.settings.last_picture, max_len=1024, placeholder="e.g. ~/Pictures/cat.png"
        )
        box.select_all()  # the last picture's path: a new one typed or pasted replaces it (s142)
        super().__init__(ports, box)

    @classmethod
    def again(cls, menu) -> PictureScene:
        return cls(menu.ports)

    def cleaned(self, text: str) -> str:
        return clean_path(text)

    def submit(self) -> None:
        try:
            play = _player(self.ports, self.box.text, self._refused)
        except ValueError as e:
            self.refuse(str(e))
            return
        play()

    def _refused(self, why: str) -> None:
        """The file typed could not be a puzzle: on the card again, as typed (the loading
        screen went back to it), else where the player is."""
        top = self.stack.top
        if isinstance(top, PictureScene):
            top.refuse(why)
        else:
            self.feedback.toast(capital(why), ToastKind.WARN)
