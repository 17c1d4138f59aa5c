"""Sound effects and music through pygame.mixer, failing soft.

    audio = Audio(settings.volume, music_volume=settings.music_volume)
    audio.play("fire")            # one of the effect's variants, in turn
    audio.music("play")           # loop a piece (None: fade out); the same piece keeps playing
    audio.tick()                  # each frame: the music comes back up after an effect
    audio.hold(True)              # the window minimised: the music waits where it is
    audio.hush(True)              # the pause card: the music plays on, lower (HUSH)
    audio.mute(True)              # F8: no effects, the music waits where it is (as hold);
    audio.away(True)              # another window in front ("Quiet in the background"): as mute;
    # each glides it to silence over GATE first, and back up after (a pause cut clicked: s251)
    audio.set_volume(0.3); audio.set_music_volume(0.5)
    if audio.warning: show it once (e.g. "sound is off: no audio device (...)")

If pygame or an audio device is missing, or a sound file cannot be loaded, the affected
sounds are silent and ``.warning`` holds one line saying why. Nothing here raises.
The effects are made by tools/make_sounds.py (``fire.wav``) and tools/make_music.py (its
variants ``fire.2.wav``..., the pop, the combo steps); the music (``menu``, ``play``,
``win`` OGG) by tools/make_music.py, in ``quiver.assets``' sounds/ and music/ folders.
While an effect plays the music ducks to DUCK of its volume for DUCK_TIME seconds (under
the win sting, for its length), ramping down and back up (audio_level.Duck); effects piled
up beyond ROOM come in softer (audio_level.Crowd), on CHANNELS mixer channels. A piece
heard fades out (FADE_OUT_MS) before the next fades in (FADE_IN_MS), the frame loop driving
it (tick, wake_in); under the pause card (a scene that `hushes_music`: `hushed`) it plays
on at HUSH of it, gliding there and back (audio_level.Gate, a step a frame). The music's
level is moved by a thread instead where a device is heard (audio_ramp: the same at any
frame rate, and an idle loop not woken for it). Pieces (audio_piece) says which piece plays.

The win sting (``win.ogg``) is an effect, at the effects volume, on purpose (s214): the
win's cue, as the loss's sound is the loss's; with the music off it is still heard, in the
other cues' balance (audio_level's gains), and the music ducks under it as under any effect.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

from quiver.audio_level import DUCK, DUCK_TIME, EPS, GATE, GLIDE, LONG_DUCK, Crowd, Duck, Gate, clamp, gain_of
from quiver.audio_load import (
    CHANNELS,
    heard_live,
    length_of,
    load_sounds,
    one_line,
    open_mixer,
    sounds_folder,
)
from quiver.audio_piece import FADE_IN_MS, FADE_OUT_MS, Pieces
from quiver.audio_ramp import TICK, Ramp, locked
from quiver.audio_scene import hushed, music_for

__all__ = [
    "CHANNELS",
    "DUCK",
    "DUCK_TIME",
    "FADE_IN_MS",
    "FADE_OUT_MS",
    "HUSH",
    "LONG_DUCK",
    "MUSIC_NAMES",
    "SOUND_NAMES",
    "Audio",
    "gain_of",
    "hushed",
    "music_for",
]

COMBO_NAMES = tuple(f"combo{k}" for k in range(2, 7))  # a combo's steps: 2 .. 6 clears
SOUND_NAMES = ("fire", "leave", "smack", "win", "lose", "click", "hint", "pop", *COMBO_NAMES)
MUSIC_NAMES = ("menu", "play", "win")
REPEAT_GAP = 0.09  # the same effect again sooner is dropped: a held key's repeats (25 a
# second on the shape grid) rattled a click each, overlapping; now at most one in 0.09 s
HUSH = 0.35  # the music's level under the pause card (s77: it played on at full volume)
UNDUCKED = frozenset({"click"})  # a menu's tick: the music dipped at every key a menu took (s122)


class Audio(Pieces):
    """Plays the named effects and the music (its pieces: audio_piece); silent (never
    raising) when sound is unavailable."""

    def __init__(
        self,
        volume: float = 0.7,
        sounds_dir: str | os.PathLike[str] | None = None,
        names: Iterable[str] = SOUND_NAMES,
        music_volume: float = 0.0,
    ) -> None:
        self.volume = clamp(volume)
        self.music_volume = clamp(music_volume, 0.0)
        self.warning: str | None = None
        self._sounds: dict[str, object] = {}
        self._variants: dict[str, list[object]] = {}  # the other variants of an effect
        self._turn: dict[str, int] = {}
        self._last: dict[str, float] = {}  # when each effect last started (REPEAT_GAP)
        self._music_dir: Path | None = None
        self.track: str | None = None  # the piece playing (or asked for)
        self._sounding = False  # a piece loaded and playing (perhaps paused), not fading out
        self._switch_at: float | None = None  # when the piece fading out is over: self.track next
        self._duck = Duck()  # the music's level under the effects
        self._crowd = Crowd()  # the effects sounding, so that a pile-up does not clip
        self._held = False  # the music paused (the window minimised): hold()
        self._muted = False  # no sound at all (F8): mute(); the music paused as held
        self._away = False  # no sound while another window is in front: away(); as muted
        self._hushed = False  # the music lower (the pause card): hush()
        self._hush = Gate(GLIDE, whole=False)  # ... gliding there and back (tick)
        self._gate = Gate()  # down to 0 before a pause, up from 0 after (hold, mute, away)
        self._pause_at: float | None = None  # when the music, gone silent, pauses (tick)
        self._heard = -1.0  # the music's level last given to the mixer
        self._lock = threading.RLock()  # the levels, moved by the frame's tick and by ...
        self._ramp: Ramp | None = None  # ... a thread between frames (audio_ramp: s294)
        self._loading = threading.Lock()  # a piece loads outside the lock, one at a time (audio_piece)
        self._owns_mixer = False
        self._mixer: ModuleType | None = None  # pygame.mixer once it is up
        try:
            self._start(sounds_dir, tuple(names))
        except Exception as exc:  # belt and braces: never let audio stop the game
            self._sounds.clear()
            self._warn(f"sound is off: {one_line(exc)}")

    # ------------------------------------------------------------------ setup

    def _warn(self, line: str) -> None:
        if self.warning is None:
            self.warning = line

    def _start(self, sounds_dir, names) -> None:
        mixer, self._owns_mixer = open_mixer(self._warn)
        if mixer is None:
            return
        self._mixer = mixer
        folder = sounds_folder(sounds_dir)
        self._music_dir = folder.parent / "music"
        load_sounds(mixer, folder, names, self._sounds, self._variants, self._warn)
        self._ramp = Ramp(self._move) if heard_live(mixer) else None
        self._apply_volume()

    def _apply_volume(self) -> None:
        for name, snd in self._sounds.items():
            for one in (snd, *self._variants.get(name, ())):
                with contextlib.suppress(Exception):
                    one.set_volume(self.volume * gain_of(name))

    # ------------------------------------------------------------------ use

    @property
    def enabled(self) -> bool:
        """True when at least one sound can play."""
        return bool(self._sounds)

    def play(self, name: str) -> None:
        """Play the effect ``name``; unknown names, silence and errors are ignored, and so
        is the same effect again within REPEAT_GAP seconds."""
        if self.volume <= 0.0 or self._muted or self._away:
            return
        snd = self._sounds.get(name)
        if snd is None:
            return
        now = time.monotonic()
        if name in self._last and now - self._last[name] < REPEAT_GAP:
            return  # (a held key's repeats, or one event's sound asked twice)
        self._last[name] = now
        others = self._variants.get(name)
        if others:  # the variants in turn, so a repeat never sounds twice the same
            k = self._turn.get(name, 0)
            self._turn[name] = (k + 1) % (len(others) + 1)
            snd = snd if k == 0 else others[k - 1]
        length = length_of(snd)
        gain = self._crowd.gain(now, length)
        with contextlib.suppress(Exception):
            channel = snd.play()  # type: ignore[attr-defined]
            if channel is not None and gain < 1.0:
                channel.set_volume(gain)  # (this one only: the sound's own volume is shared)
        if name not in UNDUCKED:
            self._start_duck(now, length)

    # ------------------------------------------------------------------ music

    @property
    def _paused(self) -> bool:
        """The music waits where it is: minimised (hold), muted, or away."""
        return self._held or self._muted or self._away

    def hold(self, on: bool) -> None:
        """Pause the music where it is (on: minimised) or play on (unless muted: mute(False))."""
        was, self._held = self._paused, on
        self._pause(was)

    def mute(self, on: bool) -> None:
        """All sound off (on: F8, Ctrl+M): no effects, and the music paused where it is;
        off: it plays on from there (unless the window is minimised: hold), never restarted.
        The effects sounding fade out over GATE (s282: cut to volume 0, the win sting's
        clicked). (Volume 0 from the music slider stops it instead.)"""
        was, gone, self._muted = self._paused, on and not self._muted, on
        if gone:
            self._fade_effects()
        self._pause(was)

    def away(self, on: bool) -> None:
        """Quiet while another window is in front (on: the window lost its focus, and the
        player asked for quiet then) or back (its focus back): as mute, and the effects
        sounding fade out over GATE too (cut, they clicked as the music did)."""
        was, gone, self._away = self._paused, on and not self._away, on
        if gone:
            self._fade_effects()
        self._pause(was)

    def _fade_effects(self) -> None:
        """The effects sounding fade out over GATE (SDL_mixer's, on all channels)."""
        if self._mixer is not None:
            with contextlib.suppress(Exception):
                self._mixer.fadeout(round(GATE * 1000))

    @locked
    def _pause(self, was: bool) -> None:
        """Paused (held, muted) now, or back: it glides to silence over GATE, then tick pauses
        it; back, it resumes silent and glides up (SDL_mixer's pause cut mid-wave: a click)."""
        paused, t = self._paused, time.monotonic()
        if paused == was or self._mixer is None:
            return
        if paused:
            self._gate.to(t, 0.0)
            self._pause_at = t + GATE
        else:
            if self._pause_at is None:  # (paused: resumed silent; back before it paused: from there)
                self._gate.set(t, 0.0)
                self._set_level()
                with contextlib.suppress(Exception):
                    self._mixer.music.unpause()
            self._pause_at = None
            self._gate.to(t, 1.0)
        self._wake()

    @locked
    def hush(self, on: bool) -> None:
        """Lower the music to HUSH of its volume (on: the game is paused) or bring it back,
        gliding over GLIDE seconds (tick); the piece plays on where it is, never restarted."""
        if on != self._hushed:
            self._hushed = on
            self._hush.to(time.monotonic(), HUSH if on else 1.0)
            self._wake()

    def _level(self) -> float:
        """The music's level now: its volume, ducked under an effect, hushed while paused."""
        now = time.monotonic()
        return self.music_volume * self._duck.level(now) * self._hush.level(now) * self._gate.level(now)

    def _set_level(self) -> None:
        self._heard = self._level()
        if self._mixer is not None and self.track is not None and self.music_volume > 0.0:
            with contextlib.suppress(Exception):
                self._mixer.music.set_volume(self._heard)

    @locked
    def _start_duck(self, now: float, length: float) -> None:
        """Duck the music for DUCK_TIME, or under a longer effect its length up to LONG_DUCK
        (the win sting: the loop was back at full 0.35 s into it); tick follows its ramps."""
        if self._mixer is None or self.music_volume <= 0.0 or self.track is None:
            return
        self._duck.start(now, length)
        self._set_level()
        self._wake()

    def _wake(self) -> None:
        """A ramp starts: the thread moves it between frames (audio_ramp), where there is one."""
        if self._ramp is not None:
            self._ramp.wake()

    @locked
    def _move(self) -> float | None:
        """The music's level along its ramps (the duck, the gate, the hush) at the clock's
        now, a step at most: each frame (tick), and between frames from the ramp's thread.
        Seconds till it moves again (a frame while it ramps); None: still."""
        now = time.monotonic()
        self._duck.tick(now)
        self._gate.tick(now)
        self._hush.tick(now)
        if self._level() != self._heard:  # (a ramp moving, or just at its end)
            self._set_level()
        return self._ramps_in(now)

    def _ramps_in(self, now: float, *due: float | None) -> float | None:
        ramps = (self._duck.wake_in(now), self._hush.wake_in(now), self._gate.wake_in(now))
        return min((t for t in (*ramps, *due) if t is not None), default=None)

    def tick(self) -> None:
        """Move the music's level along its ramps; start the piece asked for once the one
        before has faded out (loaded outside the lock: audio_piece); pause it once silent."""
        if self._tick():
            self._switch()

    @locked
    def _tick(self) -> bool:
        if self._ramp is None:  # (else the thread's steps alone: a frame's between them made
            self._move()  # two in a mixer buffer, audio_ramp)
        now = time.monotonic()
        due = self._pause_at is not None and now >= self._pause_at and self._gate.level(now) <= EPS
        if due and self._mixer is not None:
            self._pause_at = None
            with contextlib.suppress(Exception):
                self._mixer.music.pause()  # (silent now: no click)
        switch = self._switch_at is not None and now >= self._switch_at
        if switch:
            self._switch_at = None
        return switch

    @locked  # (the thread moves the duck: Duck.aim read `until` twice, None the second time)
    def wake_in(self) -> float | None:
        """Seconds until tick() has work: the next piece started after a fade, the music
        paused once silent, and without a ramp's thread (a driver nobody hears) the level
        ramping or gliding (a frame) or ducked and due back up (None: none of these). With
        the thread, it moves the level: an idle loop sleeps on (s301: woken each frame)."""
        now, pause_at = time.monotonic(), self._pause_at
        if pause_at is not None and self._ramp is not None:
            pause_at += TICK  # (once the thread's step after it has made the music silent)
        due = [None if at is None else max(0.0, at - now) for at in (self._switch_at, pause_at)]
        if self._ramp is not None:
            return min((t for t in due if t is not None), default=None)
        return self._ramps_in(now, *due)

    def set_volume(self, volume: float) -> None:
        """Master volume 0..1 (clamped). Muted, the effects keep their volume while they
        fade out (mute: set to 0 at once, they were cut mid-wave); none starts meanwhile."""
        self.volume = clamp(volume, self.volume)
        if not self._muted:
            self._apply_volume()

    def close(self) -> None:
        """Stop the ramp's thread (its step under way done first), drop the sounds and shut
        the mixer down if this object started it."""
        if self._ramp is not None:
            self._ramp.close()  # (not under the lock: the step it waits for takes it)
        with self._lock:
            self._close()

    def _close(self) -> None:
        self._sounds.clear()
        self._variants.clear()
        if self._mixer is not None:
            with contextlib.suppress(Exception):
                self._mixer.music.stop()
        self._sounding, self._switch_at, self._pause_at = False, None, None
        if self._owns_mixer and self._mixer is not None:
            with contextlib.suppress(Exception):
                self._mixer.quit()
        self._owns_mixer = False
        self._mixer = None
