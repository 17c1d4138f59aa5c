"""Sound effects through pygame.mixer, failing soft.

    audio = Audio(settings.volume)
    audio.play("fire")
    audio.set_volume(0.3)
    if audio.warning: show it once (e.g. "sound is off: no audio device (...)")

If pygame or an audio device is missing, or a sound file cannot be loaded, the affected
sounds are silent and ``.warning`` holds one line saying why. Nothing here raises.
The effects are made by tools/make_sounds.py and live in ``quiver.assets``' sounds/ folder.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import Literal

__all__ = ["SOUND_NAMES", "Audio"]

SOUND_NAMES = ("fire", "leave", "smack", "win", "lose", "click", "hint")

# A relative mix so that no effect jumps out: the master volume is multiplied by these.
_GAIN = {"fire": 0.7, "leave": 0.6, "smack": 0.85, "win": 0.8, "lose": 0.75, "click": 0.45, "hint": 0.7}


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


def _clamp(v: object, default: float = 0.7) -> float:
    try:
        f = float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
    if f != f:  # NaN
        return default
    return min(1.0, max(0.0, f))


class _quiet_stderr:
    """Silence file descriptor 2 for a moment (C libraries write there directly).

    ALSA, PulseAudio and SDL print several lines to the process's stderr when there is
    no sound device, the first time the mixer opens; the player should see at most our
    one-line warning. The descriptor is restored on the way out whatever happens; where
    descriptors cannot be juggled (no fd 2, an odd platform) this does nothing.
    """

    def __enter__(self):
        self._saved = None
        try:
            import sys

            with contextlib.suppress(Exception):
                sys.stderr.flush()
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                self._saved = os.dup(2)
                os.dup2(devnull, 2)
            finally:
                os.close(devnull)
        except OSError:
            self._saved = None
        return self

    def __exit__(self, *exc: object) -> Literal[False]:
        if self._saved is not None:
            try:
                os.dup2(self._saved, 2)
            except OSError:
                pass
            finally:
                os.close(self._saved)
        return False


class Audio:
    """Plays the named effects; silent (never raising) when sound is unavailable."""

    def __init__(
        self,
        volume: float = 0.7,
        sounds_dir: str | os.PathLike[str] | None = None,
        names: Iterable[str] = SOUND_NAMES,
    ) -> None:
        self.volume = _clamp(volume)
        self.warning: str | None = None
        self._sounds: dict[str, object] = {}
        self._owns_mixer = False
        self._mixer: ModuleType | None = None  # pygame.mixer once it is up
        try:
            self._start(sounds_dir, tuple(names))
        except Exception as exc:  # belt and braces: never let audio stop the game
            self._sounds.clear()
            self._warn(f"sound is off: {_one_line(exc)}")

    # ------------------------------------------------------------------ setup

    def _warn(self, line: str) -> None:
        if self.warning is None:
            self.warning = line

    def _start(self, sounds_dir, names) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            import pygame
        except ImportError as exc:
            self._warn(f"sound is off: pygame is not available ({_one_line(exc)})")
            return
        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                self._owns_mixer = True
        except Exception as exc:  # pygame.error, or anything an odd driver throws
            self._warn(f"sound is off: no audio device ({_one_line(exc)})")
            return
        self._mixer = pygame.mixer

        if sounds_dir is None:
            from quiver.assets import ASSETS_DIR

            sounds_dir = Path(ASSETS_DIR) / "sounds"
        folder = Path(sounds_dir)
        missing = []
        for name in names:
            path = folder / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except Exception as exc:
                missing.append((name, exc))
        if missing:
            first, error = missing[0]
            more = f" and {len(missing) - 1} more" if len(missing) > 1 else ""
            self._warn(
                f"sound '{first}'{more} could not be loaded from {folder} "
                f"({_one_line(error)}); playing without it"
            )
        self._apply_volume()

    def _apply_volume(self) -> None:
        for name, snd in self._sounds.items():
            with contextlib.suppress(Exception):
                snd.set_volume(self.volume * _GAIN.get(name, 0.8))  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ use

    @property
    def enabled(self) -> bool:
        """True when at least one sound can play."""
        return bool(self._sounds)

    def play(self, name: str) -> None:
        """Play the effect ``name``; unknown names, silence and errors are ignored."""
        if self.volume <= 0.0:
            return
        snd = self._sounds.get(name)
        if snd is None:
            return
        with contextlib.suppress(Exception):
            snd.play()  # type: ignore[attr-defined]

    def set_volume(self, volume: float) -> None:
        """Master volume 0..1 (clamped)."""
        self.volume = _clamp(volume, self.volume)
        self._apply_volume()

    def close(self) -> None:
        """Drop the sounds and shut the mixer down if this object started it."""
        self._sounds.clear()
        if self._owns_mixer and self._mixer is not None:
            with contextlib.suppress(Exception):
                self._mixer.quit()
        self._owns_mixer = False
        self._mixer = None
