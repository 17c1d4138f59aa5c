"""How loud things are over time, for quiver/audio.py: pure logic on a clock it is given.

    duck = Duck()
    duck.start(now, length)   # an effect starts: the music ramps down to DUCK of its level
    duck.level(now)           # the music's gain now, 1.0 .. DUCK
    duck.tick(now)            # each frame: follow the clock (the caller sets the music's volume)
    duck.wake_in(now)         # seconds until tick has work (FRAME while it ramps), or None
    hush = Glide(); hush.to(now, 0.35)   # a level gliding to another (the pause card's)

    crowd = Crowd()
    crowd.gain(now, length)   # an effect starts: its gain among those still sounding
    gain_of("combo3")         # an effect's share of the effects volume (the mix)

The duck was a step (s122): the music dropped at once under every effect and jumped back
after DUCK_TIME, a pumping a player hears under every tap. Now it ramps down over
DUCK_ATTACK (quick, as a side-chained compressor's attack: the effect's own attack still
covers it) and back up over DUCK_RELEASE (slow, so the music swells back), the level heard
a STEP a tick at most (a slow frame's ramp takes more frames, as the gate's: s282; the
ticks also come between frames, from audio_ramp's thread: the same duck at any frame rate).
"""

from __future__ import annotations

import math

__all__ = [
    "DUCK",
    "DUCK_ATTACK",
    "DUCK_RELEASE",
    "DUCK_TIME",
    "FRAME",
    "GATE",
    "GLIDE",
    "LONG_DUCK",
    "ROOM",
    "STEP",
    "Crowd",
    "Duck",
    "Gate",
    "Glide",
    "clamp",
    "gain_of",
]

DUCK = 0.45  # the music's level under an effect
DUCK_TIME = 0.35  # seconds it stays down from an effect's start (its ramp up comes after)
LONG_DUCK = 3.0  # at most this long under a longer effect (the win sting: its whole length)
DUCK_ATTACK = 0.15  # seconds from full to DUCK (the level falls at (1 - DUCK) / DUCK_ATTACK): a
# STEP a frame at 60 frames a second, so the same at 60 and 144 (s282; 0.04 stepped 0.23 a frame
# at 60, 0.095 at 144, and the STEP rule made it the frame rate's: 0.15 s at 60, 0.06 at 144)
DUCK_RELEASE = 0.4  # seconds from DUCK back to full
FRAME = 1 / 60  # while the level ramps, the loop is woken as often as it draws
EPS = 1e-9
GLIDE = 0.25  # seconds for the music to go down under the pause card, or back up (a step)
GATE = 0.25  # seconds for the music to go silent before it pauses (F8, minimised), or back up
# after: SDL_mixer pauses and resumes it mid-wave, a step of up to a quarter of full scale
# that clicked (s251, tools/audio_check.py)
STEP = 1 / 16  # ... in steps of at most this (Gate): the mixer takes a volume once a frame, a
# step in the wave; 0.1 s was 6 steps of a sixth at 60 frames a second, 3 of a third at 30,
# one of the whole at 10 (a slow frame): clicks of 18, 24, 89 (tools/audio_check.py --fades:
# the music's own 2); a twelfth 9, 6, 4; a sixteenth 6, 5, 3 (s272)
ROOM = 3  # effects sounding together at their own level: one clear's fire, leave and pop


# A relative mix so that no effect jumps out: the master volume is multiplied by these.
# s122, measured as heard (bench/sound_mix.py: K-weighted, the loudest 0.1 s of each
# moment's sounds together): a clear, a blocked tap, a hint, the win sting and a loss
# within 2.5 dB of one another, a combo's clear a little above, a menu click 6 dB under
# (the hint and the loss had been 4 dB over a clear, the win sting under the loss).
_GAIN = {
    "fire": 0.7,
    "leave": 0.6,
    "smack": 0.85,
    "win": 0.65,
    "lose": 0.6,
    "click": 0.8,
    "hint": 0.55,
    "pop": 0.5,
    "combo": 0.65,  # combo2 .. combo6
    "sting": 0.95,
}


def clamp(v: object, default: float = 0.7) -> float:
    """A volume 0..1 from what was given (`default` for what is no number, NaN)."""
    try:
        f = float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
    if f != f:  # NaN
        return default
    return min(1.0, max(0.0, f))


def gain_of(name: str) -> float:
    """The effect's share of the effects volume (combo2 .. combo6: the combo's)."""
    return _GAIN.get(name, _GAIN.get(name.rstrip("0123456789"), 0.8))


class Duck:
    """The music's gain under the effects: down quickly when one starts, held while it
    plays (DUCK_TIME, or its length up to LONG_DUCK), then back up slowly. Its ramps run
    on the clock (`aim`); the level heard follows them a tick at a time, at most STEP a
    tick as the gate does (s282: at 10 frames a second the attack was one step of 0.55, a
    click of 26 where the music's own is 2, by tools/audio_check.py's fade_clicks; now 6).
    Ticked by the frames alone, at 10 a second it went down to 0.69, not DUCK (s294): on a
    device heard, audio_ramp's thread ticks it every 10 ms between them."""

    def __init__(self) -> None:
        self._gain = 1.0  # the aim at self._at
        self._at = 0.0
        self.until: float | None = None  # the music stays down till then; None: rising or up
        self._heard = 1.0  # the level heard (level): moved by tick

    def aim(self, now: float) -> float:
        """Where the ramps are at `now`, by the clock (the heard level heads there)."""
        g, t = self._gain, self._at
        if self.until is not None:  # falling (or held down) till `until`
            down_to = max(t, min(now, self.until))
            g = g - (down_to - t) * (1 - DUCK) / DUCK_ATTACK
            g, t = (DUCK if g < DUCK + EPS else g), down_to
        g += max(0.0, now - t) * (1 - DUCK) / DUCK_RELEASE
        return 1.0 if g > 1.0 - EPS else g  # (a ramp's end is its end, whatever the rounding)

    def level(self, now: float) -> float:
        return self._heard

    def start(self, now: float, length: float = 0.0) -> None:
        """An effect `length` seconds long starts: down for DUCK_TIME, or for its length
        up to LONG_DUCK (a click under the win sting does not cut the sting's short)."""
        self._gain, self._at = self.aim(now), now
        hold = now + max(DUCK_TIME, min(LONG_DUCK, length))
        self.until = hold if self.until is None else max(self.until, hold)

    def tick(self, now: float) -> None:
        """Follow the clock to `now` (the hold over: rising from here), the level heard a
        step towards the ramps' (a slow frame's is no bigger)."""
        self._gain, self._at = self.aim(now), now
        if self.until is not None and now >= self.until:
            self.until = None
        v = self._heard
        self._heard = max(self._gain, v - STEP) if v > self._gain else min(self._gain, v + STEP)

    def wake_in(self, now: float) -> float | None:
        """Seconds until the level next moves: a frame while it ramps, the end of the hold
        while it is down, None when it is up."""
        g = self.aim(now)
        if abs(self._heard - g) > EPS:
            return FRAME
        if self.until is not None and g <= DUCK:
            return max(0.0, self.until - now)
        return FRAME if g < 1.0 or self.until is not None else None


class Glide:
    """A level that moves to its target in a straight line over GLIDE seconds, from
    where it is (the pause card's hush: the music stepped down to HUSH at once, and back
    up on resume)."""

    def __init__(self, value: float = 1.0, seconds: float = GLIDE) -> None:
        self._value, self._at, self.target = value, 0.0, value
        self.seconds = seconds

    def level(self, now: float) -> float:
        done = min(1.0, max(0.0, now - self._at) / self.seconds)
        return self.target if done >= 1.0 else self._value + (self.target - self._value) * done

    def to(self, now: float, target: float) -> None:
        self._value, self._at, self.target = self.level(now), now, target

    def set(self, now: float, value: float) -> None:
        """At `value` now, without a glide (the music resumed from silence: up from 0)."""
        self._value, self._at, self.target = value, now, value

    def wake_in(self, now: float) -> float | None:
        return None if abs(self.level(now) - self.target) < EPS else FRAME


class Gate(Glide):
    """A Glide (over GATE: the music's gate, silent before a pause and up from silence
    after; or the pause card's hush) moved by tick, once a frame, at most STEP a frame:
    a slow frame's fade takes more frames, never a bigger step."""

    def __init__(self, seconds: float = GATE, whole: bool = True) -> None:
        super().__init__(1.0, seconds)
        self.whole = whole  # the whole way (0..1) over `seconds` (else its way from where it is)
        self._span = 1.0

    def level(self, now: float) -> float:
        return self._value

    def to(self, now: float, target: float) -> None:
        self._span = 1.0 if self.whole else abs(target - self._value)
        super().to(now, target)

    def tick(self, now: float) -> None:
        move = min(STEP, self._span * max(0.0, now - self._at) / self.seconds)
        self._at, v = now, self._value
        self._value = max(self.target, v - move) if v > self.target else min(self.target, v + move)


class Crowd:
    """The effects still sounding, so that a pile-up does not clip: beyond ROOM of them,
    each new one comes in at sqrt(ROOM / n) of its level (n sounding with it), which keeps
    their summed power about that of one clear (a fast combo's fire, leave and step sounds,
    three a clear, overlapped nine deep and peaked over full scale at full volume)."""

    def __init__(self) -> None:
        self._ends: list[float] = []

    def gain(self, now: float, length: float) -> float:
        self._ends = [t for t in self._ends if t > now]
        self._ends.append(now + length)
        n = len(self._ends)
        return 1.0 if n <= ROOM else math.sqrt(ROOM / n)

    def sounding(self, now: float) -> int:
        return sum(t > now for t in self._ends)
