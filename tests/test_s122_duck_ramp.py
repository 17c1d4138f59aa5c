"""s122: the music's duck under an effect was a step: it dropped to DUCK at once and
jumped back DUCK_TIME later, a pumping heard under every tap. It now ramps down over
DUCK_ATTACK and back up over DUCK_RELEASE, the frame loop's tick moving it (wake_in wakes
an idle loop a frame at a time while it moves). A fake clock and a fake mixer: no device."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import quiver.audio as audio_mod  # noqa: E402
from quiver.audio_level import DUCK, DUCK_ATTACK, DUCK_RELEASE, DUCK_TIME, FRAME, Duck  # noqa: E402

VOLUME = 0.5


class FakeMusic:
    def __init__(self):
        self.volume = 1.0

    def set_volume(self, v):
        self.volume = v

    def __getattr__(self, name):  # load, play, stop, pause...: nothing to hear here
        return lambda *a, **k: None


class Short:
    def play(self):
        return None

    def get_length(self):
        return 0.1


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    a = clocked_audio(monkeypatch, FakeMusic(), VOLUME, sound=lambda path: Short())
    a.music("play")
    yield a
    a.close()


def levels(audio, seconds):
    """The music's volume at each frame for `seconds`, as the frame loop ticks it."""
    out = []
    for _ in range(round(seconds / FRAME)):
        audio.now[0] += FRAME
        audio.tick()
        out.append(audio._mixer.music.volume)
    return out


def test_the_music_ramps_down_under_an_effect_and_swells_back(audio):
    music = audio._mixer.music
    assert music.volume == pytest.approx(VOLUME)
    audio.play("pop")
    assert music.volume == pytest.approx(VOLUME)  # not a step: the ramp starts here
    assert audio.wake_in() == pytest.approx(FRAME)  # an idle loop wakes to move it
    heard = levels(audio, DUCK_TIME + DUCK_RELEASE + 0.1)
    low = VOLUME * DUCK
    fall = VOLUME * (1 - DUCK) * FRAME / DUCK_ATTACK  # the most a frame may move it down
    rise = VOLUME * (1 - DUCK) * FRAME / DUCK_RELEASE  # ... and up
    steps = [b - a for a, b in zip([VOLUME, *heard], heard, strict=False)]
    assert all(-fall - 1e-9 <= d <= rise + 1e-9 for d in steps), steps
    assert min(steps) < -rise  # down quicker than up: the effect's attack is heard at once
    down = [k for k, v in enumerate(heard) if v == pytest.approx(low)]
    assert down and (down[0] + 1) * FRAME <= DUCK_ATTACK + FRAME  # down within the attack
    assert (down[-1] + 1) * FRAME == pytest.approx(DUCK_TIME, abs=FRAME)  # held for DUCK_TIME
    up = next(k for k, v in enumerate(heard) if v == pytest.approx(VOLUME))
    assert (up - down[-1]) * FRAME == pytest.approx(DUCK_RELEASE, abs=2 * FRAME)  # then a swell
    assert audio.wake_in() is None  # back up: nothing to wake for


def test_a_second_effect_mid_swell_takes_it_down_from_where_it_is():
    duck = Duck()
    duck.start(0.0, 0.1)
    t = DUCK_TIME + DUCK_RELEASE / 2  # halfway back up
    mid = duck.aim(t)
    assert DUCK < mid < 1.0
    duck.start(t, 0.1)
    assert duck.aim(t) == pytest.approx(mid)  # no jump either way
    assert duck.aim(t + DUCK_ATTACK) == pytest.approx(DUCK)
    assert duck.aim(t + DUCK_TIME + DUCK_RELEASE) == 1.0


def test_an_idle_loop_catching_up_late_heads_where_the_ramps_would_be_a_step_a_frame():
    """The idle loop may tick once after a long wait: the ramps are worked out from the
    clock, not from how many frames ran; the level heard heads there a STEP a frame, as
    the gate's (s282: a slow frame's was one step of the whole way)."""
    from quiver.audio_level import STEP

    stepped, jumped = Duck(), Duck()
    stepped.start(0.0)
    jumped.start(0.0)
    t = 0.0
    while t < DUCK_TIME + DUCK_RELEASE / 3:
        t += FRAME
        stepped.tick(t)
    jumped.tick(t)
    assert jumped.aim(t) == pytest.approx(stepped.aim(t)) == pytest.approx(stepped.level(t))
    assert DUCK < jumped.aim(t) < 1.0
    assert jumped.level(t) == pytest.approx(1.0 - STEP)  # a step, not the whole way at once
    assert jumped.wake_in(t) == FRAME  # (the next frame steps on)


def test_a_menu_click_leaves_the_music_alone(audio):
    """Every key a menu took clicked and dipped the menu music for 0.75 s: walking down
    a menu, or stepping a volume on Settings, pumped it."""
    music = audio._mixer.music
    for _ in range(5):
        audio.play("click")
        assert levels(audio, 0.15) == [pytest.approx(VOLUME)] * round(0.15 / FRAME)
    assert audio.wake_in() is None
    audio.play("pop")  # a game's sound still ducks it
    levels(audio, DUCK_ATTACK + FRAME)
    assert music.volume == pytest.approx(VOLUME * DUCK)


def test_the_pause_cards_hush_glides_down_and_back_up(audio):
    """The pause card stepped the music down to HUSH at once, and back up on resume."""
    from quiver.audio_level import GLIDE

    music = audio._mixer.music
    audio.hush(True)
    assert music.volume == pytest.approx(VOLUME)  # no step
    assert audio.wake_in() == pytest.approx(FRAME)
    down = levels(audio, GLIDE + 2 * FRAME)
    assert all(b < a for a, b in zip([VOLUME, *down], down[: round(GLIDE / FRAME) - 1], strict=False))
    assert down[-1] == pytest.approx(VOLUME * audio_mod.HUSH) and audio.wake_in() is None
    audio.hush(False)
    up = levels(audio, GLIDE + 2 * FRAME)
    assert up[0] < VOLUME * 0.5 and up[-1] == pytest.approx(VOLUME) and audio.wake_in() is None
