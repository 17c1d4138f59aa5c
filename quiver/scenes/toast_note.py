"""A toast: one short message, its kind, how long it shows and the screen it is news of
(the layer, quiver/scenes/toast.py, places and draws them; toast_stack.py spreads them),
and its short form, if it has one: the layer says it in that where the whole text finds
no room clear of the board or shape (toast_short.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiver.game.journey import ToastKind

if TYPE_CHECKING:
    from collections.abc import Callable

    from .base import Scene

FADE = 0.35  # seconds to fade out
NEWS = (ToastKind.INFO, ToastKind.NOTICE, ToastKind.LESSON)  # kinds that go with the screen shown over


def sentence(text: object) -> str:
    """`text` as a card says it: one line, a capital first where it starts with a plain
    word (a warning shared with the log and stderr starts lower case: "settings were not
    saved..."; a file name or a code that starts one stays as it is)."""
    said = " ".join(str(text).split())
    first = said.split(" ", 1)[0]
    return said[:1].upper() + said[1:] if first.isalpha() and first[:1].islower() else said


class Toast:
    def __init__(
        self,
        text: str,
        kind: ToastKind,
        seconds: float,
        born: float,
        screen: Scene | None = None,
        short: str | None = None,
    ) -> None:
        self.long = self.text = sentence(text)  # (text: the form shown)
        self.short = sentence(short) if short else None
        self.short_in: tuple[int, int] | None = None  # the window size it went short in
        self.whole_in: tuple[int, int] | None = None  # the size it stays whole in, in the bar (toast_short)
        self.kind = kind
        self.seconds = seconds
        self.born = born
        self.age = 0.0
        self.screen = screen  # the screen it was shown over
        self.drawn: tuple | None = None  # (card, where, window size, alpha) last drawn (toast_glide)
        self.left: tuple | None = None  # (card, where, alpha, since): the card it left, fading out
        self.over_counts: dict[str, str] | None = None  # the bar's counts it lay over (toast_bar.give_way)
        self.kept = False  # said as its puzzle opened, behind its screen's own (flow._say_words: a drop's)

    def says(self, text: str) -> bool:
        """It says `text`, in either form."""
        return sentence(text) in (self.long, self.short)

    @property
    def owner(self) -> Scene | None:
        """The screen it is news of (INFO, NOTICE: it goes with that screen); None: a
        warning or a saved file's path, shown until its time is up."""
        return self.screen if self.kind in NEWS else None

    @property
    def alpha(self) -> float:
        left = self.seconds - self.age
        return 1.0 if left >= FADE else max(0.0, left / FADE)


class OnTop:
    """The toast layer's (quiver/scenes/toast.py) scene on top, read-only, for the helpers
    that place and draw its toasts (toast_stack, toast_carry...: they read it 17 times)."""

    _top: Callable[[], Scene | None]  # (set by the layer: the app's top scene, asked afresh)

    @property
    def top_scene(self) -> Scene | None:
        """The scene on top of the stack: where it wants toasts."""
        return self._top()
