"""Player settings, kept in ``settings.json`` in the user data folder (schema 1).

Loading never crashes: unknown keys are ignored (and kept in the file when it is saved:
a newer Quiver's settings survive a game in this one), values of the wrong type are replaced
by the default (and named in one warning line) and numbers are clamped into range; a
hand-written file with no schema is read as schema 1. A file that is not valid JSON,
has an unknown schema, or is no settings at all is moved aside by
:func:`quiver.game.storage.load_json` and the defaults are used, with a one-line warning
to show the player (a newer Quiver's, with a higher schema, is left as it is, unsaved).
"""

from __future__ import annotations

import enum
import math
import os
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from quiver.engine.modes import MODES, SpecialKind, is_int
from quiver.game.data_dirs import PathLike, user_home
from quiver.game.names import NAME_MAX, clean_player_name
from quiver.game.storage import load_json, save_json

__all__ = [
    "FILENAME",
    "HEARTS_CHOICES",
    "NAME_MAX",
    "SCHEMA",
    "Hearts",
    "Settings",
    "clean_player_name",
    "hearts_for",
    "load_settings",
    "save_settings",
    "settings_path",
]

SCHEMA = 1
FILENAME = "settings.json"
WINDOW_SIZE = re.compile(r"[1-9]\d{0,4}x[1-9]\d{0,4}")  # a window_size setting: "1000x600"


class Hearts(enum.StrEnum):
    """How many hearts a puzzle gives (settings.json keeps the text)."""

    THREE = "3"  # three hearts
    SCALED = "scaled"  # more for big boards
    ZEN = "zen"  # unlimited


HEARTS_CHOICES: tuple[Hearts, ...] = tuple(Hearts)


@dataclass
class Settings:
    """What the player can change. All fields have safe defaults.

    colorblind:     use the colour-blind palette, where each direction also has its own glyph
    reduced_motion: shorten / skip animations and camera moves
    volume:         the effects' volume, 0.0 .. 1.0
    music_volume:   the music's volume, 0.0 .. 1.0 (0: no music)
    muted:          all sound off (effects and music), the volumes kept for when it is on
                    again (F8 or Ctrl+M, on any screen)
    quiet_in_background: effects and music fade out while another window is in front (off:
                    the music plays on; minimised or hidden, it waits either way)
    fullscreen:     start in fullscreen
    ray_preview:    show where an arrow will fly: the held arrow's path in 2D, the aim line
                    of the arrow under the pointer in 3D and Flat 3D
    hearts:         3 (three hearts), scaled (more for big boards) or zen (unlimited)
    show_timer:     show the clock while playing
    show_free:      an assist: rings the free arrows the player can see (a clear with it on
                    counts as assisted)
    mark_blockers:  an assist: the arrow held (2D) or under the pointer (3D, Flat 3D) also
                    marks the arrow that blocks it (a clear with it on counts as assisted)
    seen_lessons:   the modes whose first-start lesson has been shown (and the special arrows'
                    lessons, and LAYERS_TIP once told)
    leaderboard_server: the shared daily leaderboard's address ("" = off: nothing is sent)
    leaderboard_name:   the name shown there ("" = a random "Player 1a2b")
    free_camera:    3D views turn as a free trackball (rolling over the poles) instead of
                    a turntable that keeps the horizon level
    ui_scale:       how big the menus and cards draw: "auto" (from the screen's pixel
                    density and the window's size) or a factor on it, one of UI_SCALES
    last_picture:   the path of the player's own picture played last ("" = none yet)
    daily_tab:      the mode last picked (the menu's tabs, the Daily's) or played, one of
                    MODES ("" = none yet: 2D): the menu opens on it, and so its Daily, Levels,
                    Custom and Play (s336; the Daily screen's tab alone before: daily_modes)
    window_size:    the window's size as the game last closed as a plain window ("1000x600";
                    "" = none yet: the first start's), opened at again (quiver/window_kept.py)
    window_maximised: the window was maximised as the game last closed: maximised again
    """

    colorblind: bool = False
    reduced_motion: bool = False
    volume: float = 0.7
    music_volume: float = 0.5
    muted: bool = False
    quiet_in_background: bool = False
    fullscreen: bool = False
    ray_preview: bool = True
    hearts: Hearts = Hearts.THREE
    show_timer: bool = True
    mark_blockers: bool = False
    show_free: bool = False
    seen_lessons: tuple[str, ...] = ()
    leaderboard_server: str = ""
    leaderboard_name: str = ""
    free_camera: bool = False
    ui_scale: str = "auto"
    last_picture: str = ""
    daily_tab: str = ""
    window_size: str = ""
    window_maximised: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, with its schema version."""
        d = asdict(self)
        d["schema"] = SCHEMA
        return d

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Build settings from untrusted data: never raises, bad values become defaults."""
        s = cls()
        if not isinstance(data, Mapping):
            return s
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(s, f.name)
            setattr(s, f.name, _clean(f.name, value, default))
        return s


# the lessons a player can have seen: a mode's first start, and a special arrow's intro;
# and a tip told once in a save (scenes/play_tips.py: why the layers' count went up)
LAYERS_TIP = "tip:layers-rise"
_LESSON_KEYS = (
    frozenset(MODES) | frozenset(f"{mode}:{kind}" for mode in MODES for kind in SpecialKind) | {LAYERS_TIP}
)


def _clean(name: str, value: Any, default: Any) -> Any:
    if name in ("volume", "music_volume"):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return default
        if isinstance(value, float) and math.isnan(value):
            return default
        return float(min(1.0, max(0.0, value)))  # clamp first: a huge int has no float
    if name == "hearts":
        if is_int(value) and value == 3:
            return Hearts.THREE
        if isinstance(value, str) and value.strip().lower() in HEARTS_CHOICES:
            return Hearts(value.strip().lower())
        return default
    if name == "seen_lessons":
        if isinstance(value, (list, tuple)):
            return tuple(sorted({v for v in value if isinstance(v, str) and v in _LESSON_KEYS}))
        return default
    if name in ("leaderboard_server", "leaderboard_name"):
        from quiver.game.leaderboard import clean_server_url

        kept = (clean_server_url if name == "leaderboard_server" else clean_player_name)(value)
        # "" is off (a random name); text that cleans to it is not understood (a typed
        # "ftp://..." turned the leaderboard off without a word)
        return kept if kept or (isinstance(value, str) and not value.strip()) else default
    if name == "ui_scale":
        return value if isinstance(value, str) and value in UI_SCALES else default
    if name == "daily_tab":
        return value if isinstance(value, str) and value in ("", *MODES) else default
    if name == "window_size":  # "WxH" in pixels, or "" (none kept)
        return value if isinstance(value, str) and (value == "" or WINDOW_SIZE.fullmatch(value)) else default
    if name == "last_picture":  # a path as text, one line, not absurdly long
        return value if isinstance(value, str) and len(value) <= 1024 and _printable_path(value) else default
    # every other field is a plain on/off switch
    if isinstance(value, bool):
        return value
    return default


def _printable_path(path: str) -> bool:
    """One printable line, a file name's bytes that are not UTF-8 (the lone surrogates
    Python reads them as) allowed: such a picture was cleared on the next start."""
    try:
        raw = path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate no file name makes
        return False
    return raw.decode("utf-8", "replace").isprintable()


UI_SCALES = ("auto", "0.75", "1.25", "1.5", "2")  # "auto", or a factor on it


def settings_path(home: PathLike | None = None) -> Path:
    return user_home(home) / FILENAME


def load_settings(home: PathLike | None = None) -> tuple[Settings, str | None]:
    """Read the settings. Returns ``(settings, warning_or_None)``; never raises for a bad
    file. Values of the wrong kind (``"volume": "loud"``) are named in the warning."""
    path = settings_path(home)
    data, warning = load_json(path, SCHEMA, dict, known=_KEYS)
    settings = Settings.from_dict(data)
    _LAST[os.path.abspath(path)] = settings.to_dict()
    return settings, warning or not_understood(data)


_KEYS = tuple(f.name for f in fields(Settings))  # (one of them: a hand-written file is read)
_NOT = object()  # (what _clean returns for a value it could not use)
_LAST: dict[str, dict[str, Any]] = {}  # per file: the settings this process last read or saved


def not_understood(data: Any) -> str | None:
    """One line naming the settings in ``data`` whose values could not be used (each is
    back to its default, and the file keeps them until the next change saves it), or None."""
    if not isinstance(data, Mapping):
        return None
    bad = [f.name for f in fields(Settings) if f.name in data and _clean(f.name, data[f.name], _NOT) is _NOT]
    if not bad:
        return None
    some = ", ".join(bad[:4]) + (f" and {len(bad) - 4} more" if len(bad) > 4 else "")
    its = "its default" if len(bad) == 1 else "their defaults"
    values = "value" if len(bad) == 1 else "values"
    return f"{FILENAME}: could not use the {values} of {some}; using {its}"


def save_settings(settings: Settings, home: PathLike | None = None) -> Path:
    """Write the settings atomically; returns the path. Raises ``StorageError`` on failure.
    Keys of the file this version does not know (a newer Quiver's) are kept as they were;
    a newer Quiver's file (a higher schema) is left as it is. A setting this process did
    not change since it last read or saved the file is saved as the file has it now."""
    path = settings_path(home)
    mine = Settings.from_dict(asdict(settings)).to_dict()
    last = _LAST.get(os.path.abspath(path))
    merge = None if last is None else (lambda saved: _merged(saved, mine, last))
    save_json(path, mine, known=mine.keys(), merge=merge)  # (one read: the file's other keys, or newer)
    _LAST[os.path.abspath(path)] = mine
    return path


def _merged(saved: dict[str, Any] | None, mine: dict[str, Any], last: dict[str, Any]) -> dict[str, Any]:
    """What to save: `mine`, but where this process left a setting as it last read or saved
    it, the file's value now (another Quiver open on the folder changed it: the whole file
    was written, and a volume changed in one window went back at the other's next change);
    the lessons seen in either."""
    if saved is None:
        return mine
    theirs = Settings.from_dict(saved).to_dict()
    out = {k: theirs[k] if k in saved and v == last.get(k) else v for k, v in mine.items()}
    out["seen_lessons"] = tuple(sorted({*mine["seen_lessons"], *theirs["seen_lessons"]}))
    return out


def hearts_for(settings: Settings | Hearts | str, arrow_count: int) -> int | None:
    """Hearts for a puzzle of ``arrow_count`` arrows; ``None`` means zen (unlimited).

    "3" -> 3; "scaled" -> 3 + arrow_count // 40, at most 6; "zen" -> None.
    ``settings`` may also be the hearts string itself.

    >>> hearts_for("scaled", 100)
    5
    >>> hearts_for(Settings(hearts="zen"), 100) is None
    True
    """
    mode = settings if isinstance(settings, str) else settings.hearts
    if mode == Hearts.ZEN:
        return None
    if mode == Hearts.SCALED:
        return min(6, 3 + max(0, int(arrow_count)) // 40)
    return 3
