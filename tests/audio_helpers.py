"""An Audio on a fake clock and a fake mixer (no audio device), for tests of how the
music's volume moves (fades, ducks, the mute gate)."""

from __future__ import annotations

import pygame


def clocked_audio(monkeypatch, music, music_volume: float, sound=lambda path: object()):
    """An Audio whose mixer is a stand-in holding `music` (pygame.mixer.music as Audio uses
    it) and whose clock is `audio.now[0]` (starting at 100 s), its sounds made by `sound`.
    The caller closes it."""
    import quiver.audio as audio_mod

    now = [100.0]
    monkeypatch.setattr(audio_mod.time, "monotonic", lambda: now[0])
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: True)  # (someone else's: not ours)
    monkeypatch.setattr(pygame.mixer, "Sound", sound)
    a = audio_mod.Audio(0.6, music_volume=music_volume)
    a._mixer = type("Mixer", (), {"music": music})()  # type: ignore[assignment]
    a.now = now
    return a


def frames(now: list[float], tick, seconds: float, fps: int = 60) -> None:
    """The frame loop for `seconds` at `fps`: the clock `now[0]` on a frame, then `tick()`
    (the music's level moves a step a frame: s272's gate and hush, s282's duck)."""
    for _ in range(round(seconds * fps)):
        now[0] += 1 / fps
        tick()
