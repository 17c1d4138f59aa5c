"""Which piece of music plays, for quiver/audio.py's Audio (a part of it: Audio is Pieces):
asked for (`music`), the one heard faded out first (FADE_OUT_MS), the next loaded and
started, fading in (FADE_IN_MS); the music slider's 0 stops it (`set_music_volume`).

A piece is loaded outside the audio's lock (s301): loading it under the lock held the
ramp's thread (audio_ramp) for the load, the duck standing still, and any sound call of the
frame's waited on it too. Loads take turns (`_loading`: SDL_mixer has one music slot) and
the piece loaded is started under the lock only if it is still the one asked for; asked
for another meanwhile, that call loads its own (two calls one after the other end on the
second piece).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from types import ModuleType

from quiver.audio_level import GATE, Gate, clamp
from quiver.audio_load import one_line
from quiver.audio_ramp import locked

__all__ = ["FADE_IN_MS", "FADE_OUT_MS", "Pieces"]

FADE_IN_MS = 300  # a piece fades in at its start: a loop's first sample joins its last, not silence
FADE_OUT_MS = 400  # a piece heard fades out before the next starts (was a hard cut at load)


class Pieces:
    """The piece asked for, and the one loaded and sounding (Audio's state, set up there)."""

    _lock: threading.RLock
    _loading: threading.Lock  # one load at a time
    _mixer: ModuleType | None
    _music_dir: Path | None
    _gate: Gate
    _pause_at: float | None
    track: str | None  # the piece playing (or asked for)
    music_volume: float
    _sounding: bool  # a piece loaded and playing (perhaps paused), not fading out
    _switch_at: float | None  # when the piece fading out is over: self.track next

    @property
    def _paused(self) -> bool:  # (Audio's: minimised, muted or away)
        raise NotImplementedError

    def _warn(self, line: str) -> None:
        raise NotImplementedError

    def _set_level(self) -> None:
        raise NotImplementedError

    def music(self, name: str | None) -> None:
        """Loop the piece `name` (menu, play), or fade the music out (None). Asking for
        the piece already playing changes nothing; volume 0 plays nothing. A piece heard
        fades out over FADE_OUT_MS first (tick starts the next: loading it mid-fade blocked
        in SDL_mixer till the fade ended); asked again meanwhile, the newest piece follows."""
        try:
            if self._ask(name):
                self._start_piece()
        except Exception as exc:
            self._warn(f"music '{name}' could not be played ({one_line(exc)}); playing without it")

    @locked
    def _ask(self, name: str | None) -> bool:
        """`name` asked for: whether it starts now (nothing heard: loaded at once)."""
        mixer = self._mixer
        if name == self.track:
            return False
        self.track = name
        if mixer is None or self._switch_at is not None:
            return False  # (mid-fade: tick starts self.track, the newest piece asked for)
        heard = self._sounding and not self._paused
        if self.music_volume <= 0.0:  # (the slider at 0: silent at once, over GATE: a cut clicked)
            if heard:
                mixer.music.fadeout(round(GATE * 1000))
            else:
                mixer.music.stop()
            self._sounding = False
        elif heard:
            mixer.music.fadeout(FADE_OUT_MS)  # (SDL_mixer fades it: nothing blocks)
            self._sounding = False
            self._switch_at = time.monotonic() + FADE_OUT_MS / 1000
        return not heard and self.music_volume > 0.0  # (nothing heard: none, or paused)

    def _start_piece(self) -> None:
        """Stop what is loaded (halted, never waited for) and loop self.track from its start,
        loaded outside the lock."""
        with self._loading:
            with self._lock:
                mixer, name = self._mixer, self.track
                if mixer is None:
                    return
                mixer.music.stop()
                self._sounding = False
                if name is None or self.music_volume <= 0.0 or self._music_dir is None:
                    return
            mixer.music.load(str(self._music_dir / f"{name}.ogg"))
            with self._lock:
                if name == self.track and mixer is self._mixer and self.music_volume > 0.0:
                    self._play(mixer)

    def _play(self, mixer: ModuleType) -> None:
        self._set_level()
        mixer.music.play(loops=-1, fade_ms=FADE_IN_MS)  # (its loops join without one)
        self._sounding = True
        self._pause_at = None
        if self._paused:  # (a puzzle built while minimised or muted: from there)
            mixer.music.pause()
            self._gate.set(time.monotonic(), 0.0)

    def _switch(self) -> None:
        """The piece heard has faded out: the next one starts (tick, outside the lock)."""
        try:
            self._start_piece()
        except Exception as exc:
            self._warn(f"music '{self.track}' could not be played ({one_line(exc)}); playing without it")

    def set_music_volume(self, volume: float) -> None:
        """Music volume 0..1 (0 fades it out; raised again, the piece asked for from its start).
        A piece playing plays on at the new level (each slider step restarted it once)."""
        with self._lock:
            was, self.music_volume = self.music_volume, clamp(volume, self.music_volume)
            if was > 0.0 and self.music_volume > 0.0:
                self._set_level()
                return
            track, self.track, self._switch_at = self.track, None, None
        self.music(track)  # off (a fade), or on again: the piece asked for from its start
