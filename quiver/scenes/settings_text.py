"""The Settings card's two text fields (leaderboard server and name), applied when a
field is left or the card closes. A typed text the game refuses is said in a warning
toast that belongs to the card: it goes when the card closes (it stayed 10 s over the
menu, on the Custom panel's labels), and a refusal the player has not seen yet keeps
the card open so it is read where the text can be corrected."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from quiver.game.journey import ToastKind
from quiver.game.names import unshown_line
from quiver.game.settings import Settings
from quiver.render2d import theme
from quiver.render2d.widgets import TextBox

from .base import Feedback
from .onscreen_keys import OnScreenKeys
from .settings_layout import TEXT_FIELDS, text_refusal

if TYPE_CHECKING:
    from quiver.game.midend import Midend


class TextFields:
    def __init__(
        self,
        midend: Midend,
        feedback: Feedback,
        boxes: dict[str, TextBox],
        row: Callable[[str], pygame.Rect] | None = None,
    ) -> None:
        """`row`: a field's whole row on the card now (its name, the field, the line under
        it), which its on-screen keys keep clear of where the window has the room."""
        self.midend, self.feedback, self.boxes, self.row = midend, feedback, boxes, row
        self.said: list[str] = []  # the refusals shown over the card
        self.said_for: dict[str, str] = {}  # each field's refusal shown now, by its key
        self.refused: TextBox | None = None  # the field refused last
        self.keys: dict[str, OnScreenKeys] = {}  # each field's on-screen keys, once opened

    def commit(self) -> bool:
        """Apply the fields that changed; True when one was refused and its warning is
        new (not said since the text was typed), or a name was kept that the game's font
        cannot wholly draw (said the same way, once). What was refused stays to be
        corrected; the saved value stays."""
        st, new = self.midend.settings, False
        for key in TEXT_FIELDS:
            box = self.boxes[key]
            if box.text.strip() == getattr(st, key):
                self._unsay(key)  # the saved text typed back: its refusal no longer holds
                if box.text != getattr(st, key):  # (s163: spaces alone hid the placeholder,
                    box.text = getattr(st, key)  # a blank box where the random name is kept)
                continue
            value = getattr(Settings.from_dict({key: box.text}), key)
            refused = text_refusal(key, box.text, value)
            if refused:
                new = self._say(key, " ".join(refused.split())) or new
                continue
            self._unsay(key)  # (s313: "Not a server address" stayed over the address kept)
            self.midend.change_setting(key, value)
            box.text = value
            note = unshown_line(value, theme.shows) if key == "leaderboard_name" else None
            if note:  # kept, and said once over the card like a refusal (s189: boxes, unsaid)
                new = self._say(key, note) or new
        return new

    def _say(self, key: str, text: str) -> bool:
        """Warn `text` about field `key` over the card; True when it is new (not said since
        the text was typed). A warning it said before about that field goes."""
        new = text not in self.said
        if self.said_for.get(key, text) != text:
            self._unsay(key)
        self.said = [t for t in self.said if t != text] + [text]
        self.said_for[key] = text
        self.feedback.toast(text, ToastKind.WARN)
        self.refused = self.boxes[key]
        return new

    def _unsay(self, key: str) -> None:
        """Field `key` now holds a text the game took: the warning about what it held
        before no longer holds, so it goes (it stayed its 10 s over the address kept)."""
        text = self.said_for.pop(key, None)
        if text is None:
            return
        self.feedback.withdraw(text)
        self.said = [t for t in self.said if t != text]
        if self.refused is self.boxes[key]:
            self.refused = next((self.boxes[k] for k in reversed(self.said_for)), None)

    def entered(self, name: str) -> str:
        """The keys moved the focus to `name` (given back): a field's text selected, as Tab
        does on a desktop, so that typing replaces the saved name (s142); a click places
        the caret."""
        box = self.boxes.get(name)
        if box is not None:
            box.select_all()
        return name

    def open_keys(
        self, name: str, done: Callable[[], None], size: tuple[int, int], scale: float
    ) -> OnScreenKeys | None:
        """A pad's A on field `name`: its on-screen keys shown clear of its row where the
        window has the room, else of the field alone (s159: at 480x360 they hid the server's
        "Empty: off, nothing is sent"), `done` its Enter; None where they do not fit. The same
        field's keys come back as they were put away, the focus on the key last pressed (s150:
        new keys had it back on "1")."""
        keys = self.keys.get(name)
        if keys is None:
            kind = "name" if name == "leaderboard_name" else "address"
            around = functools.partial(self.around, name)
            keys = self.keys[name] = OnScreenKeys(kind, self.boxes[name], done, lambda: None, around=around)
        if not keys.place(size, scale, keys.around()):
            return None
        keys.open()
        return keys

    def around(self, name: str) -> list[pygame.Rect]:
        """What field `name`'s keys keep clear of besides it: its row, as it lies now (a list scrolls)."""
        return [] if self.row is None else [self.row(name)]

    def put_keys_away(self) -> None:
        for keys in self.keys.values():
            keys.close()

    def refused_key(self) -> str:
        """The key of the field refused last ("": none)."""
        return next((k for k, box in self.boxes.items() if box is self.refused), "")

    def room(self, view: pygame.Rect) -> list[pygame.Rect]:
        """While a refusal shows: the rows above its field, last (a small window has no
        room beside the card's title nor in its footer, and the card stayed open with
        its warning waiting unseen): read over them, next to what it is about."""
        if not self.said or self.refused is None:
            return []
        top = min(
            self.refused.rect.y - 8, view.bottom
        )  # (a field scrolled below: the view, not past the window)
        return [pygame.Rect(view.x, view.y, view.w, max(0, top - view.y))]

    def withdraw(self) -> None:
        """The card closes: its refusals go with it."""
        for text in self.said:
            self.feedback.withdraw(text)
        self.said = []
        self.said_for = {}
