"""How loud the effects are, alone and piled up (s122): what a player hears.

    .venv/bin/python bench/sound_mix.py [--assets DIR] [--gap 0.1] [--clears 6] [--device] [--game] [--smoke]

1. Each effect (every variant): length, peak and loudness (the RMS of its loudest 100 ms,
   K-weighted as loudness meters do: a stand-in for what the ear judges), raw in the file
   and as heard (times its gain in quiver/audio_level.py's _GAIN); the spread of the heard
   loudness among the game's sounds (the menu's click apart: meant to be quiet).
2. The worst pile-up: a combo of `--clears` clears `--gap` seconds apart at full effects
   volume over the play music at full music volume (ducked), each clear's fire, leave and
   pop or combo step, as `quiver.audio.Audio` plays them (its variants in turn, its
   repeat gap, its channels): the mixed peak and how many samples clip. Offline on a fake
   clock from the sound files (SDL_mixer sums its channels and saturates: the same sum);
   `--device` also plays it through SDL's disk audio driver and measures what came out;
   `--game` has the real game clear a 2D level's arrows so, in real time (timing varies:
   run it a few times).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RATE = 44100  # the mixer's rate (quiver.audio opens it at 44.1 kHz)


def read(path: Path) -> np.ndarray:
    """A WAV or OGG as floats in [-1, 1], mono, at RATE (pygame decodes the OGG)."""
    if path.suffix == ".wav":
        with wave.open(str(path)) as w:
            x = np.frombuffer(w.readframes(w.getnframes()), "<i2").astype(float) / 32768.0
            if w.getnchannels() == 2:
                x = x.reshape(-1, 2).mean(axis=1)
            rate = w.getframerate()
    else:
        import pygame

        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.mixer.init(frequency=RATE, size=-16, channels=2)
        x = pygame.sndarray.array(pygame.mixer.Sound(str(path))).astype(float).mean(axis=1) / 32768.0
        rate = RATE
    if rate != RATE:
        x = np.interp(np.arange(int(len(x) * RATE / rate)) * rate / RATE, np.arange(len(x)), x)
    return x


def db(v: float) -> float:
    return 20 * np.log10(max(v, 1e-9))


def k_weighted(x: np.ndarray) -> np.ndarray:
    """`x` through ITU-R BS.1770's K-weighting (the loudness meters' LUFS curve): a high
    shelf of +4 dB above about 1.5 kHz, where the ear is keenest, and a high-pass under
    about 60 Hz, which it hardly hears (the standard's 48 kHz filters, read as curves)."""
    f = np.fft.rfftfreq(len(x), 1 / RATE)
    z = np.exp(-2j * np.pi * f / 48000.0)
    shelf = (1.53512485958697 - 2.69169618940638 * z + 1.19839281085285 * z * z) / (
        1 - 1.69065929318241 * z + 0.73248077421585 * z * z
    )
    high = (1 - 2 * z + z * z) / (1 - 1.99004745483398 * z + 0.99007225036621 * z * z)
    return np.fft.irfft(np.fft.rfft(x) * np.abs(shelf * high), len(x))


def loudness(x: np.ndarray, window: float = 0.1) -> float:
    """The RMS of the loudest `window` seconds, K-weighted: the ear sums about 0.1 s, so
    a 20 ms tick sounds quieter than a longer sound of the same level (padded with silence)."""
    n = int(window * RATE)
    x = k_weighted(np.concatenate([x, np.zeros(max(0, n - len(x)))]))
    power = np.convolve(x * x, np.ones(n) / n, mode="valid")
    return float(np.sqrt(power.max()))


def table(sounds: Path) -> None:
    from quiver.audio import SOUND_NAMES
    from quiver.audio_level import gain_of

    print(f"{'effect':10} {'len s':>6} {'peak dB':>8} {'loud dB':>8} {'gain':>5} {'heard dB':>9}")
    heard = {}
    for name in SOUND_NAMES:
        files = [sounds / f"{name}.wav", *sorted(sounds.glob(f"{name}.[0-9].wav"))]
        rows = [(f, read(f)) for f in files if f.is_file()]
        gain = gain_of(name)
        for f, x in rows:
            print(
                f"{f.stem:10} {len(x) / RATE:6.2f} {db(np.abs(x).max()):8.1f} {db(loudness(x)):8.1f}"
                f" {gain:5.2f} {db(loudness(x) * gain):9.1f}"
            )
        heard[name] = db(np.mean([loudness(x) for _, x in rows]) * gain)
    heard.pop("click")  # (the menus' tick: meant to sit under the game's sounds)
    low, high = min(heard, key=heard.get), max(heard, key=heard.get)
    print(
        f"heard loudness: {heard[low]:.1f} dB ({low}) .. {heard[high]:.1f} dB ({high}),"
        f" spread {heard[high] - heard[low]:.1f} dB"
    )


EVENTS = {  # what a player hears at once: (effect, seconds after the event's start)
    "a clear": (("fire", 0.0), ("leave", 0.0), ("pop", 0.0)),
    "a combo clear": (("fire", 0.0), ("leave", 0.0), ("combo4", 0.0)),
    "a blocked tap": (("fire", 0.0), ("smack", 0.12)),
    "a hint": (("hint", 0.0),),
    "the win sting": (("sting", 0.0),),
    "a loss": (("lose", 0.0),),
    "a menu click": (("click", 0.0),),
}


def moments(assets: Path) -> dict[str, tuple[float, float]]:
    """Each moment's sounds mixed as heard (first variants, their gains): its loudness
    and its peak, in dB."""
    from quiver.audio_level import gain_of

    def sound(name: str) -> np.ndarray:
        path = assets / "music" / "win.ogg" if name == "sting" else assets / "sounds" / f"{name}.wav"
        return read(path) * gain_of(name)

    out = {}
    for what, parts in EVENTS.items():
        xs = [(sound(name), int(at * RATE)) for name, at in parts]
        mix = np.zeros(max(len(x) + i for x, i in xs))
        for x, i in xs:
            mix[i : i + len(x)] += x
        out[what] = db(loudness(mix)), db(np.abs(mix).max())
    return out


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def plan(gap: float, clears: int) -> list[tuple[float, str]]:
    """The effects a combo asks for: each clear's fire, leave, then pop or its step."""
    from quiver.scenes.feel import COMBO_SOUNDS

    out = []
    for k in range(clears):
        step = "pop" if k == 0 else f"combo{min(COMBO_SOUNDS, k + 1)}"
        out += [(k * gap, "fire"), (k * gap, "leave"), (k * gap, step)]
    return out


def offline(assets: Path, gap: float, clears: int, music_volume: float = 1.0) -> dict:
    """The pile-up mixed from the files as Audio plays them (a fake clock, fake sounds
    that log when and how loud they start): its peak and clipped samples."""
    import pygame

    import quiver.audio as audio_mod

    clock, log = Clock(), []
    data: dict[str, np.ndarray] = {}

    class Logged:
        def __init__(self, path: str) -> None:
            self.path, self.volume = path, 1.0
            data.setdefault(path, read(Path(path)))

        def set_volume(self, v: float) -> None:
            self.volume = v

        def get_volume(self) -> float:
            return self.volume

        def get_length(self) -> float:
            return len(data[self.path]) / RATE

        def play(self):
            entry = [clock.t, self.path, self.volume]
            log.append(entry)

            class Channel:
                def set_volume(self, v: float) -> None:
                    entry[2] *= v

            return Channel()

    class Music:  # pygame.mixer.music as far as the duck goes
        def __getattr__(self, name):
            return lambda *a, **k: None

    class Mixer:
        music = Music()

    real = audio_mod.time.monotonic, pygame.mixer.get_init, pygame.mixer.Sound
    audio_mod.time.monotonic, pygame.mixer.get_init, pygame.mixer.Sound = clock, lambda: True, Logged
    try:
        a = audio_mod.Audio(1.0, sounds_dir=assets / "sounds", music_volume=music_volume)
        levels = []
        a._mixer = Mixer()  # type: ignore[assignment]  (no device: its level is followed below)
        a._music_dir = assets / "music"
        a.track = "play"
        start = clock.t
        for at, name in plan(gap, clears):
            while clock.t < start + at - 1e-9:  # the frames between (60 a second)
                clock.t = min(start + at, clock.t + 1 / 60)
                a.tick()
                levels.append((clock.t, a._level()))
            a.play(name)
            levels.append((clock.t, a._level()))
        end = start + plan(gap, clears)[-1][0] + 1.0
        while clock.t < end:
            clock.t += 1 / 60
            a.tick()
            levels.append((clock.t, a._level()))
    finally:
        audio_mod.time.monotonic, pygame.mixer.get_init, pygame.mixer.Sound = real
    n = int((end - start) * RATE) + 1
    effects = np.zeros(n)
    for t, path, vol in log:
        x = data[path] * vol
        i = int(round((t - start) * RATE))
        effects[i : i + len(x)] += x[: n - i]
    music = read(assets / "music" / "play.ogg")
    music = np.resize(music, n)
    times = np.arange(n) / RATE + start
    lt, lv = zip(*levels, strict=True)
    music_level = np.interp(times, lt, lv)
    total = effects + music * music_level
    ends = [t + len(data[p]) / RATE for t, p, _ in log]
    return {
        "played": len(log),
        "voices": max(sum(t < e for e in ends[: k + 1]) for k, (t, _, _) in enumerate(log)),
        "effects_peak": float(np.abs(effects).max()),
        "total_peak": float(np.abs(total).max()),
        "clipped": int((np.abs(total) >= 1.0).sum()),
    }


def device(assets: Path, gap: float, clears: int) -> dict:
    """The same pile-up through SDL's disk audio driver, in real time: what came out."""
    raw = Path(tempfile.mkdtemp()) / "out.raw"
    os.environ["SDL_AUDIODRIVER"], os.environ["SDL_DISKAUDIOFILE"] = "disk", str(raw)
    import pygame

    import quiver.audio as audio_mod

    pygame.mixer.quit()
    a = audio_mod.Audio(1.0, sounds_dir=assets / "sounds", music_volume=1.0)
    a._music_dir = assets / "music"
    a.music("play")
    time.sleep(0.6)  # (its fade in)
    start = time.monotonic()
    for at, name in plan(gap, clears):
        while time.monotonic() < start + at:
            a.tick()
            time.sleep(0.004)
        a.play(name)
    while time.monotonic() < start + at + 1.0:
        a.tick()
        time.sleep(0.01)
    a.close()
    pygame.mixer.quit()
    x = np.fromfile(raw, "<i2").astype(float) / 32768.0
    return {"out_peak": float(np.abs(x).max()), "saturated": int((np.abs(x) >= 32767 / 32768).sum())}


def game(gap: float, clears: int) -> dict:
    """The real game, sound on at full volumes, through SDL's disk audio driver: a 2D
    level's free arrows cleared `gap` seconds apart in real time, frames paced at 60 a
    second (a child process: the driver is chosen before pygame starts)."""
    import subprocess

    raw = Path(tempfile.mkdtemp()) / "out.raw"
    env = dict(
        os.environ,
        SDL_AUDIODRIVER="disk",
        SDL_DISKAUDIOFILE=str(raw),
        SDL_VIDEODRIVER="dummy",
        QUIVER_NO_GL="1",
        QUIVER_HOME=tempfile.mkdtemp(),
        PYTHONPATH=str(ROOT),
    )
    child = f"""
import time
from quiver.app import App
app = App(sound=True, realtime=False, window=False)
app.open_window(); app.to_menu()
app.midend.settings.volume = app.midend.settings.music_volume = 1.0
def frames(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step(); time.sleep(1 / 60)
frames(0.3); app.feedback.set_volume(1.0)
app.flow.level("2d", 30); frames(2.0)
for _ in range({clears}):
    free = sorted(app.top.board.free_arrows())
    if free:
        app.top.fire(free[0]); frames({gap})
frames(1.5); app.feedback.audio.close()
"""
    subprocess.run([sys.executable, "-c", child], env=env, check=True, capture_output=True, timeout=120)
    x = np.fromfile(raw, "<i2").astype(float) / 32768.0
    return {"out_peak": float(np.abs(x).max()), "saturated": int((np.abs(x) >= 32767 / 32768).sum())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--assets", type=Path, default=ROOT / "assets")
    ap.add_argument("--gap", type=float, default=0.1, help="seconds between clears")
    ap.add_argument("--clears", type=int, default=6)
    ap.add_argument("--device", action="store_true", help="also through SDL's disk audio driver")
    ap.add_argument("--game", action="store_true", help="also the real game through the disk driver")
    ap.add_argument(
        "--smoke", action="store_true", help="one pile-up of three clears (tests/test_bench_smoke.py)"
    )
    args = ap.parse_args(argv)
    if args.smoke:
        args.clears, args.device, args.game = 3, False, False
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    table(args.assets / "sounds")
    for what, (loud, peak) in moments(args.assets).items():
        print(f"{what:15} loudness {loud:6.1f} dB, peak {peak:5.1f} dBFS")
    for gap in [args.gap] if args.smoke else sorted({args.gap, 0.05, 0.1, 0.2}):
        r = offline(args.assets, gap, args.clears)
        print(
            f"{args.clears} clears {gap:.2f} s apart: {r['played']} effects played ({r['voices']} at once),"
            f" effects peak {db(r['effects_peak']):+.1f} dBFS, with the music"
            f" {db(r['total_peak']):+.1f} dBFS, {r['clipped']} samples clip"
        )
    if args.device:
        r = device(args.assets, args.gap, args.clears)
        print(
            f"through the mixer ({args.gap:.2f} s apart): peak {db(r['out_peak']):+.1f} dBFS,"
            f" {r['saturated']} samples saturated"
        )
    if args.game:
        r = game(args.gap, args.clears)
        print(
            f"the game, {args.clears} clears {args.gap:.2f} s apart: peak {db(r['out_peak']):+.1f} dBFS,"
            f" {r['saturated']} samples saturated"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
