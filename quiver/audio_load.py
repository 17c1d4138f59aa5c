"""Opening pygame's mixer and loading the effects from disk, for quiver.audio.

Audio plays what is loaded and moves the music's level each frame; this part runs once,
at its start, and is the only one touching the device and the sound files: a missing
pygame, no audio device, or a file that will not load each becomes one warning line
(``warn``) and silence for what it affects, never an exception.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType

from quiver.logs import quiet_stderr

MAX_VARIANTS = 4  # name.wav, name.2.wav .. name.4.wav
CHANNELS = 16  # SDL_mixer's 8 ran out in a fast combo (three sounds a clear): the newest was dropped


def one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


def open_mixer(warn: Callable[[str], None]) -> tuple[ModuleType | None, bool]:
    """pygame.mixer, up with CHANNELS channels (None: no pygame or no device, warned), and
    whether it was started here (then its owner shuts it down)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError as exc:
        warn(f"sound is off: pygame is not available ({one_line(exc)})")
        return None, False
    owns = False
    try:
        if not pygame.mixer.get_init():
            with quiet_stderr():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            owns = True
    except Exception as exc:  # pygame.error, or anything an odd driver throws
        warn(f"sound is off: no audio device ({one_line(exc)})")
        return None, owns
    with contextlib.suppress(Exception):
        if pygame.mixer.get_num_channels() < CHANNELS:
            pygame.mixer.set_num_channels(CHANNELS)
    return pygame.mixer, owns


def heard_live(mixer: ModuleType) -> bool:
    """Whether the mixer plays to a device in real time: not SDL's dummy driver, which
    nobody hears (the music's level then moves once a frame, no thread for it: audio_ramp)."""
    try:
        return str(mixer.get_driver()) != "dummy"
    except Exception:  # (a mixer not up, an older pygame: no thread, the frames move it)
        return False


def length_of(sound: object) -> float:
    """A sound's length in seconds (0 when it cannot say)."""
    try:
        return float(sound.get_length())  # type: ignore[attr-defined]
    except Exception:
        return 0.0


def sounds_folder(sounds_dir: str | os.PathLike[str] | None) -> Path:
    """The effects' folder: the one given, or the assets' sounds/ (the music's is beside it)."""
    if sounds_dir is None:
        from quiver.assets import ASSETS_DIR

        sounds_dir = Path(ASSETS_DIR) / "sounds"
    return Path(sounds_dir)


def load_sounds(
    mixer: ModuleType,
    folder: Path,
    names: Iterable[str],
    sounds: dict[str, object],
    variants: dict[str, list[object]],
    warn: Callable[[str], None],
) -> None:
    """Each effect of `names` from `folder` into `sounds` (its variants into `variants`),
    and the win sting (music/win.ogg) as "sting"; the files that failed, warned in one line."""
    missing = []
    for name in names:
        path = folder / f"{name}.wav"
        try:
            sounds[name] = mixer.Sound(str(path))
        except Exception as exc:
            missing.append((name, exc))
            continue
        for k in range(2, MAX_VARIANTS + 1):  # optional: a missing variant is no error
            extra = folder / f"{name}.{k}.wav"
            if extra.is_file():
                with contextlib.suppress(Exception):
                    variants.setdefault(name, []).append(mixer.Sound(str(extra)))
    with contextlib.suppress(Exception):
        sounds["sting"] = mixer.Sound(str(folder.parent / "music" / "win.ogg"))
    if missing:
        first, error = missing[0]
        more = f" and {len(missing) - 1} more" if len(missing) > 1 else ""
        warn(
            f"sound '{first}'{more} could not be loaded from {folder} ({one_line(error)}); playing without it"
        )
