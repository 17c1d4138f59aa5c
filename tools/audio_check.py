"""What the game sounds like, measured (s251): a scripted session of the real game recorded
through SDL's disk audio driver, and the numbers a player's ear would judge.

    .venv/bin/python tools/audio_check.py [--out DIR]

The game runs in a child process (SDL_AUDIODRIVER=disk, SDL_DISKAUDIOFILE: the mixer's
output, 44.1 kHz signed 16-bit stereo; no window: SDL_VIDEODRIVER=dummy, 2D) at full
volumes, through: the menu's music, a level opened, a fast combo of taps, blocked taps, a
win (its sting, the result card), a loss, the pause card (the music hushed), the window
minimised and back, Settings' volumes (effects and music at 0, 0.5 and 1), mute (F8),
scenes switched quickly, the window behind another with Quiet in the background on (s272),
and the gate (minimised, restored), the pause card's hush and the music's duck at 60, 30
and 10 frames a second (a slow frame; `click` over the whole step there).
At each step it notes how many samples the driver had written,
so each step's stretch of the recording is known to a buffer (512 samples, 12 ms).
Printed for each step: peak and RMS (dBFS), samples at full scale (clipping), the largest
sample-to-sample jump, and `click`: within 50 ms of the step's start, the largest jump over
the ones about it (a wave's own steepness: 1-10; a cut mid-wave: 20 and more); then each
music piece's loop seam (its last sample against its first, decoded as the mixer does), and a run with
no audio device (one line said, the game plays). Timing is real time, so figures move a
little from run to run; clipping, silence and seams do not.

First, and alone with --fades, the fades measured on the game's own logic (deterministic:
a stand-in mixer taking the volume once a buffer, a clock of frames, audio_ramp's thread
moving the level between them as on a real device; --no-ramp: the frames alone, as before
s294): the gate, the hush, and the duck under an effect at 10 to 144 frames a second, each
with its click, its largest step, its largest from one mixer buffer to the next (`a buffer`:
two of the thread's steps in one buffer, s301; --tick MS tries another step) and the level
the duck went down to (DUCK asked).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
RATE = 44100
FULL = 32767  # a sample at full scale: the mix saturated (clipped) there
SILENT = 0  # volume 0 must give exactly nothing
DUCK_RATES = (10, 30, 60, 144)  # frames a second the duck is measured at (--fades)
SPANNED = ("background, quiet", "in front again")  # click: over the whole step, not its first 50 ms

# The session the child plays: each step (its name) after the frames of the one before.
CHILD = r"""
import json, os, sys, time
import pygame
from quiver.app import App
RAW, MARKS = sys.argv[1], sys.argv[2]
marks = []
def mark(name):
    size = os.path.getsize(RAW) if os.path.exists(RAW) else 0
    marks.append([name, size // 4])
app = App(sound=True, realtime=False, window=False)
app.open_window(); app.to_menu()
st = app.midend.settings
st.volume = st.music_volume = 1.0; st.muted = False
def frames(seconds, fps=60):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(); time.sleep(1 / fps)
def key(k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
def event(t):
    pygame.event.post(pygame.event.Event(t, window=None))
frames(0.2); app.feedback.set_volume(1.0); frames(0.1)
mark("menu music"); frames(2.5)
mark("level opens"); app.flow.level("2d", 30); frames(2.0)
board = lambda: app.top.session.board
mark("fast combo")
for _ in range(8):
    free = sorted(board().free_arrows())
    if free: app.top.fire(free[0]); frames(0.07)
frames(1.0)
mark("blocked taps")
for _ in range(2):
    stuck = [i for i in sorted(board().alive) if i not in board().free_arrows()]
    if stuck: app.top.fire(stuck[0]); frames(0.8)
frames(0.5)
mark("pause card"); key(pygame.K_ESCAPE); frames(1.5)
mark("resume"); key(pygame.K_ESCAPE); frames(1.0)
mark("minimised"); event(pygame.WINDOWMINIMIZED); frames(1.0)
mark("restored"); event(pygame.WINDOWRESTORED); frames(1.0)
mark("win")
for _ in range(200):
    if app.top.session.over: break
    free = sorted(board().free_arrows())
    if not free: break
    app.top.fire(free[0]); frames(0.12)
frames(3.5)
mark("to menu"); app.to_menu(); frames(1.5)
mark("loss"); app.flow.level("2d", 30); frames(1.5)
for _ in range(20):
    if app.top.session.over: break
    stuck = [i for i in sorted(board().alive) if i not in board().free_arrows()]
    if not stuck: break
    app.top.fire(stuck[0]); frames(0.6)
frames(2.0)
mark("quick switches")
for _ in range(3):
    app.to_menu(); frames(0.15); app.flow.level("2d", 30); frames(0.15)
frames(1.5)
for vol, music in ((0.5, 0.5), (1.0, 0.0), (0.0, 1.0), (0.0, 0.0), (1.0, 1.0)):
    mark(f"effects {vol:g} music {music:g}")
    st.volume, st.music_volume = vol, music; app.feedback.set_volume(vol); frames(0.45)
    free = sorted(board().free_arrows())
    if free: app.top.fire(free[0])
    frames(1.2)
mark("mute"); key(pygame.K_F8); frames(0.3)
free = sorted(board().free_arrows())
if free: app.top.fire(free[0])
frames(1.0)
mark("unmute"); key(pygame.K_F8); frames(1.5)
st.quiet_in_background = True  # (Settings' "Quiet in the background")
mark("background, quiet"); event(pygame.WINDOWFOCUSLOST); frames(1.0)
mark("in front again"); event(pygame.WINDOWFOCUSGAINED); frames(0.5); key(pygame.K_ESCAPE); frames(1.0)
for fps in (60, 30, 10):  # (a slow frame: the fades step once a frame)
    mark(f"minimised at {fps} fps"); event(pygame.WINDOWMINIMIZED); frames(0.8, fps)  # (F8's gate,
    mark(f"restored at {fps} fps"); event(pygame.WINDOWRESTORED); frames(0.8, fps)  # no click sound)
    mark(f"pause card at {fps} fps"); key(pygame.K_ESCAPE); frames(0.8, fps)
    mark(f"resume at {fps} fps"); key(pygame.K_ESCAPE); frames(0.8, fps)
    mark(f"duck at {fps} fps"); app.feedback.audio._start_duck(time.monotonic(), 0.1)  # (the
    frames(1.2, fps)  # duck alone, no effect over it: s294, moved between frames by its thread)
mark("end"); app.feedback.audio.close()
json.dump(marks, open(MARKS, "w"))
"""


def record(out: Path, driver: str = "disk") -> tuple[np.ndarray, list[tuple[str, int]], str]:
    """Play the session in a child; its recording (float stereo, -1..1), marks and stderr."""
    raw, marks = out / "out.raw", out / "marks.json"
    raw.unlink(missing_ok=True)
    env = dict(
        os.environ,
        SDL_AUDIODRIVER=driver,
        SDL_DISKAUDIOFILE=str(raw),
        SDL_VIDEODRIVER="dummy",
        QUIVER_NO_GL="1",
        QUIVER_HOME=tempfile.mkdtemp(prefix="quiver-audio-"),
        PYTHONPATH=str(ROOT),
        QUIVER_LESSONS="0",  # (a fresh home opens the first lesson, whose coach holds taps)
    )
    run = subprocess.run(
        [sys.executable, "-c", CHILD, str(raw), str(marks)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if run.returncode:
        raise SystemExit(f"the session failed:\n{run.stderr[-3000:]}")
    x = np.fromfile(raw, "<i2").reshape(-1, 2) if raw.exists() else np.zeros((0, 2), "<i2")
    return x, [(n, int(at)) for n, at in json.loads(marks.read_text())], run.stderr


def db(v: float) -> float:
    return float(20 * np.log10(max(v, 1e-9)))


def jumps(x: np.ndarray) -> np.ndarray:
    """Each sample's step from the one before (the larger channel's), in samples."""
    return np.abs(np.diff(x.astype(np.int32), axis=0)).max(axis=1) if len(x) > 1 else np.zeros(0)


def measure(seg: np.ndarray) -> dict[str, float]:
    """A stretch's peak, RMS, full-scale samples and largest jump (in 16-bit steps)."""
    if not len(seg):
        return {"peak": 0.0, "rms": 0.0, "full": 0, "jump": 0}
    f = seg.astype(float) / 32768.0
    return {
        "peak": float(np.abs(f).max()),
        "rms": float(np.sqrt((f * f).mean())),
        "full": int((np.abs(seg.astype(np.int32)) >= FULL).sum()),
        "jump": int(jumps(seg).max(initial=0)),
    }


def clicks(x: np.ndarray, at: int, around: int = RATE // 20) -> float:
    """A click within `around` samples of `at`: the largest jump there over the median
    of the 16 jumps about it. A wave's own steepness (a sharp effect's, the music's) has
    neighbours as steep: 1-3; a cut mid-wave (a stop, a pause, a volume step) stands
    alone: far more. (Its floor, 32 steps: in near silence any small step is news.)"""
    d = jumps(x[max(0, at - around) : at + around])
    if len(d) < 17:
        return 0.0
    near = np.lib.stride_tricks.sliding_window_view(d, 17)
    side = np.median(np.delete(near, 8, axis=1), axis=1)
    return float((near[:, 8] / (side + 32.0)).max())


def session_table(x: np.ndarray, marks: list[tuple[str, int]]) -> list[dict]:
    rows = []
    for (name, a), (_, b) in itertools.pairwise(marks):
        m = measure(x[a:b])
        span = b - a if name in SPANNED or " fps" in name else 0  # (a fade's frames, all of them)
        m.update(
            name=name, seconds=(b - a) / RATE, click=clicks(x, a + span // 2, max(RATE // 20, span // 2))
        )
        m["settled"] = measure(x[a + int(0.45 * RATE) : b])["peak"]  # (past a setting's fade out)
        rows.append(m)
    return rows


def seams(assets: Path) -> list[tuple[str, float, float, float]]:
    """Each music piece's loop seam: its last sample against its first, as a jump over
    the piece's own 99.9th-percentile jump, and the RMS (dBFS) of its first and last 50 ms."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.mixer.init(frequency=RATE, size=-16, channels=2)
    out = []
    for path in sorted((assets / "music").glob("*.ogg")):
        x = np.frombuffer(pygame.mixer.Sound(str(path)).get_raw(), "<i2").reshape(-1, 2)
        seam = np.abs(x[0].astype(np.int32) - x[-1].astype(np.int32)).max()
        usual = max(float(np.percentile(jumps(x), 99.9)), 64.0)
        n = RATE // 20
        head, tail = measure(x[:n])["rms"], measure(x[-n:])["rms"]
        out.append((path.stem, float(seam) / usual, db(head), db(tail)))
    pygame.mixer.quit()
    return out


class Ramp:
    """audio_ramp.Ramp's thread on the stand-in's clock: woken, it moves the music's level
    (Audio._move) at the times the thread would, between the frames (`due`: the next)."""

    def __init__(self, audio) -> None:
        self.audio, self.due = audio, None

    def wake(self) -> None:
        self.due = self.audio.now[0]

    def step(self) -> None:
        from quiver.audio_ramp import pace

        self.audio.now[0] = self.due
        wait = pace(self.audio._move())
        self.due = None if wait is None else self.due + wait

    def close(self) -> None:
        self.due = None


@contextlib.contextmanager
def clocked(log: list[tuple[float, float]], ramp: bool = True):
    """The game's Audio on a stand-in mixer (its music's volumes appended to `log` as
    (seconds, volume)) and a clock of its own (`audio.now[0]`, from 0), playing "play";
    its level moved between frames as a real device's is (`ramp`: Ramp), or not (a driver
    nobody hears: the frames alone, as all devices were before s294)."""
    import quiver.audio as audio_mod

    now = [0.0]

    class Music:  # pygame.mixer.music as Audio uses it
        def __getattr__(self, name):
            return lambda *a, **k: None

        def set_volume(self, v: float) -> None:
            log.append((now[0], v))

    class Effect:  # a short effect (pygame.mixer.Sound as Audio uses it)
        def play(self):
            return None

        def get_length(self) -> float:
            return 0.1

    real, audio_mod.time.monotonic = audio_mod.time.monotonic, lambda: now[0]  # type: ignore[assignment]
    try:
        audio = audio_mod.Audio(1.0, names=(), music_volume=1.0)
        audio._mixer = type("Mixer", (), {"music": Music(), "fadeout": lambda ms: None})()  # type: ignore[assignment]
        audio._sounds["pop"] = Effect()
        audio.now = now  # type: ignore[attr-defined]
        audio._ramp = Ramp(audio) if ramp else None  # type: ignore[assignment]
        audio.music("play")
        yield audio
        audio.close()
    finally:
        audio_mod.time.monotonic = real  # type: ignore[assignment]


def frames(audio, fps: int, seconds: float) -> None:
    """The frame loop on `audio`'s clock: a tick a frame at `fps` for `seconds`, the ramp's
    steps between them."""
    start, ramp = audio.now[0], audio._ramp
    for k in range(1, round(seconds * fps) + 1):
        while ramp is not None and ramp.due is not None and ramp.due < start + k / fps:
            ramp.step()
        audio.now[0] = start + k / fps
        audio.tick()


def fade_levels(how: str, fps: int, seconds: float = 0.5, ramp: bool = True) -> list[tuple[float, float]]:
    """The volumes the game's Audio gives the mixer as `how` (mute, hold, hush) goes on, and
    `seconds` later off: (seconds from then, volume) each time it sets one, at `fps`."""
    log = [(0.0, 1.0)]
    with clocked(log, ramp) as audio:
        for on in (True, False):
            getattr(audio, how)(on)
            frames(audio, fps, seconds)
    return log


def duck_levels(fps: int, seconds: float = 1.0, ramp: bool = True) -> list[tuple[float, float]]:
    """The volumes the music is given as an effect plays (its duck), `seconds` of frames at
    `fps`: (seconds from then, volume) each time it is set."""
    log = [(0.0, 1.0)]
    with clocked(log, ramp) as audio:
        audio.play("pop")
        frames(audio, fps, seconds)
    return log


def fade_clicks(music: np.ndarray, log: list[tuple[float, float]], buffer: int = 512) -> tuple[float, float]:
    """`music` (from a busy moment of a piece) at the volumes in `log` as SDL_mixer takes
    them, once a buffer (0..128 steps): the click over the whole fade, and the music's own
    over the same stretch at full volume."""
    gain = np.ones(len(music))
    for start in range(0, len(music), buffer):
        v = [v for t, v in log if t <= start / RATE][-1]
        gain[start : start + buffer] = int(v * 128) / 128
    faded = (music * gain[:, None]).astype("<i2")
    half = len(music) // 2
    return clicks(faded, half, half), clicks(music, half, half)


def buffer_step(log: list[tuple[float, float]], buffer: int = 512, phases: int = 32) -> float:
    """The largest change of the music's level from one mixer buffer to the next (SDL_mixer
    takes it once a buffer: a step in the wave), over `phases` offsets of the buffers against
    the ramp's steps (a device's buffers start where they will): two of the ramp's steps in
    one buffer (s301: 10 ms steps against 11.6 ms buffers) make a step twice the usual."""
    times, levels = np.array([t for t, _ in log]), np.array([v for _, v in log])
    span = RATE / buffer
    worst = 0.0
    for phase in np.arange(phases) / phases / span:
        at = np.arange(phase, times[-1] + 2 / span, 1 / span)
        heard = levels[np.searchsorted(times, at, side="right") - 1]
        worst = max(worst, float(np.abs(np.diff(heard)).max(initial=0.0)))
    return worst


def fade_row(music: np.ndarray, log: list[tuple[float, float]]) -> dict[str, float]:
    """A fade's figures: the lowest volume it reached, its largest step from one volume to
    the next and from one mixer buffer to the next, the click it makes in `music` (a busy
    second of a piece) and the music's own."""
    click, own = fade_clicks(music, log)
    steps = max(abs(b - a) for (_, a), (_, b) in itertools.pairwise(log))
    low = min(v for _, v in log)
    return {"low": low, "step": steps, "buffer": buffer_step(log), "click": click, "own": own}


def fade_table(assets: Path, ramp: bool = True) -> None:
    """The gate (mute, minimised) and the pause card's hush at 60, 30 and 10 frames a second,
    and the music's duck under an effect at 10 to 144 (s294), deterministic (s272): a volume
    step once a frame is a step in the wave; the duck should reach DUCK at any rate."""
    import pygame

    from quiver.audio_level import DUCK

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init(frequency=RATE, size=-16, channels=2)
    x = np.frombuffer(pygame.mixer.Sound(str(assets / "music" / "play.ogg")).get_raw(), "<i2").reshape(-1, 2)
    busy = x[2 * RATE : 3 * RATE].copy()
    for how in ("mute", "hush"):
        for fps in (60, 30, 10):
            r = fade_row(busy, fade_levels(how, fps, ramp=ramp))
            print(
                f"fade {how:5} at {fps:3} fps: click {r['click']:5.1f} (the music's own {r['own']:4.1f}),"
                f" largest step {r['step']:.3f}, a buffer {r['buffer']:.3f}"
            )
    for fps in DUCK_RATES:
        r = fade_row(busy, duck_levels(fps, ramp=ramp))
        print(
            f"duck       at {fps:3} fps: click {r['click']:5.1f} (the music's own {r['own']:4.1f}),"
            f" largest step {r['step']:.3f}, a buffer {r['buffer']:.3f},"
            f" down to {r['low']:.2f} (DUCK {DUCK:.2f})"
        )
    pygame.mixer.quit()


def report(rows: list[dict], stderr: str) -> None:
    print(f"{'step':22} {'s':>5} {'peak dBFS':>9} {'RMS dBFS':>9} {'clipped':>8} {'jump':>6} {'click':>6}")
    for r in rows:
        print(
            f"{r['name']:22} {r['seconds']:5.1f} {db(r['peak']):9.1f} {db(r['rms']):9.1f}"
            f" {r['full']:8d} {r['jump']:6d} {r['click']:6.1f}"
        )
    total = sum(r["full"] for r in rows)
    silent = [r["name"] for r in rows if r["name"].startswith("effects 0 music 0") and r["settled"] > SILENT]
    quiet = "no: " + ", ".join(silent) if silent else "yes"
    print(f"clipped samples in all: {total}; volume 0 silent: {quiet}")
    said = [line for line in stderr.splitlines() if "sound" in line.lower() or "audio" in line.lower()]
    if said:
        print("the game said: " + " | ".join(said[:3]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, help="keep the recording (out.raw, marks.json) here")
    ap.add_argument("--assets", type=Path, default=ROOT / "assets")
    ap.add_argument("--fades", action="store_true", help="the fades' table alone (no session)")
    no_ramp = "the fades moved by the frames alone (no thread between them: before s294)"
    ap.add_argument("--no-ramp", action="store_true", help=no_ramp)
    ap.add_argument("--tick", type=float, help="the ramp's thread's step, ms (audio_ramp.TICK: try another)")
    args = ap.parse_args(argv)
    if args.tick:
        import quiver.audio_ramp

        quiver.audio_ramp.TICK = args.tick / 1000
    fade_table(args.assets, ramp=not args.no_ramp)
    if args.fades:
        return 0
    out = args.out or Path(tempfile.mkdtemp(prefix="quiver-audio-"))
    out.mkdir(parents=True, exist_ok=True)
    x, marks, stderr = record(out)
    print(f"recorded {len(x) / RATE:.1f} s in {out / 'out.raw'} (44.1 kHz s16 stereo)")
    report(session_table(x, marks), stderr)
    for name, seam, head, tail in seams(args.assets):
        print(
            f"music {name:5} loop seam {seam:4.1f}x its usual jump;"
            f" first 50 ms {head:6.1f} dBFS, last {tail:6.1f}"
        )
    (out / "no-device").mkdir(exist_ok=True)
    _, marks, stderr = record(out / "no-device", driver="no-such-driver")
    lines = [line for line in stderr.splitlines() if line.strip()]
    print(f"no audio device: the session ran to '{marks[-1][0]}', {len(lines)} line(s) said: {lines[:1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
