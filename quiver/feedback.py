"""The window's `Feedback` port (scenes/base.py): sound at the settings' volume, toasts
over the screen, the clipboard; and saving a picture of the window (F12). F8 or Ctrl+M
mutes all sound and brings it back (`sound_key`; the setting `muted`, kept in settings.json).

The audio device is opened right after the window's first frame, or on the first sound
(never when muted); with no device the game is silent and says so once on stderr. The
device lost mid-game (unplugged: `audio_device`) is said once too; the game plays on, the
settings as they were, and the default device (if any) is opened again at once.
Toasts live in a `ToastLayer` that the window composites above the scene stack.
"""

from __future__ import annotations

import datetime as _dt
import io
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from quiver import logs
from quiver.audio import Audio, hushed, music_for
from quiver.game import services
from quiver.game.atomic_write import StorageError
from quiver.game.journey import ToastKind
from quiver.game.midend import Midend
from quiver.input_pad import pad_last
from quiver.render2d.widgets import copy_text
from quiver.scenes.toast import ToastLayer

log = logs.setup().getChild("feedback")

__all__ = ["MUTE_KEYS", "GameFeedback", "copied", "saved_short"]

# keys that mute all sound or bring it back, on every screen (M alone is Menu on the cards)
MUTE_KEYS = ((pygame.K_F8, 0), (pygame.K_m, pygame.KMOD_CTRL))
SOUND_OFF, SOUND_ON = "Sound off", "Sound on"
NO_DEVICE = " (no audio device here: nothing plays)"
LOST = "sound is off: the audio device went away (the game plays on; sound comes back with one)"
MUTED_NOTE = "Muted: F8, Ctrl+M or a volume up turns the sound on"
# after a pad's press (s269: it named two keys a pad has not): the left stick's click is F8 (input_pad)
PAD_MUTED_NOTE = "Muted: press the left stick (LS) or raise a volume"


def saved_short(text: str) -> str | None:
    """A saved file's toast in short ("Screenshot saved: quiver-....png" for "Screenshot saved
    to /home/.../pictures/quiver-....png"; "Board exported: ..."): the file's name, not its
    folder. None where `text` names no folder (toast_short.py: the layer says the short
    form where the whole finds no room; at 480x360 a path of three lines waited through a
    lesson's step, every place wide enough over its words or the bars, s130)."""
    head, sep, path = text.rpartition(" to ")
    file = Path(path.strip())
    if not sep or not head or not file.is_absolute() or not file.name:  # (absolute: it has a folder)
        return None
    if len(file.name) > NAME_MOST:  # (s195: a board's name is its code, shown on the HUD's chip;
        return head.rstrip(".:")  # s327: a screenshot's, its time, took two lines at 480x360)
    return f"{head.rstrip('.:')}: {file.name}"


# the longest file name a saved file's short form names (a screenshot's: 30 characters); a
# longer one (an exported board's, its code: "quiver-2d-heart-8x7-7-hard-3451074477919113744-g9.json")
# is said by its folder, the whole path in the log (s195: at 480x360 its name took three lines
# over the board, where two of 14 px fit the HUD's top bar)
NAME_MOST = 16


def copied(what: str, text: str, shown: bool) -> tuple[str, str | None]:
    """What Copy says (`copy_to_clipboard`), and its short form: the text copied, unless it
    is `shown` on screen already (the code chip), left out where the whole finds no room
    ("Copied the puzzle code": a code of two lines waited in a 480x360 lesson, s130); shown,
    its short form "Copied" (s165: at 640x480 beside a 3D shape, in a corner 110 px wide, the
    whole took four lines of a word each)."""
    if shown:
        return f"Copied {what}", "Copied"
    return f"Copied {what} to the clipboard: {text}", copied_short(what)


def copied_short(what: str) -> str:
    """Copy's words in two short words ("Code copied" for "the puzzle code"; "Copied" for
    "it"): s327, at 480x360 "Copied the puzzle code" took four lines of a word each in a
    corner beside the 3D shape, "Code copied" fits the top bar's title room."""
    last = what.split()[-1] if what.split() else "it"
    return "Copied" if last == "it" else f"{last.capitalize()} copied"


class GameFeedback:
    """sound: False keeps the audio device closed (tests, pictures); shown: called when
    a toast appears (the window presents the next frame)."""

    def __init__(self, midend: Midend, toasts: ToastLayer, *, sound: bool, shown: Callable[[], None]) -> None:
        self.midend = midend
        self.toasts = toasts
        self.audio: Audio | None = None
        self._sound = sound
        self._audio_warned = False
        self._lost = False  # the device went away (audio_device): one plugged in is taken up
        self._shown = shown
        self._first_frame = False  # the window's first frame is up (after_first_frame)
        self._away = False  # quiet while another window is in front (away): kept for a device opened later

    def sound(self, name: str) -> None:
        """Play an effect (fire, leave, smack, win, lose, click, hint) at the settings'
        volume. No audio device: silence, and one line on stderr the first time
        (Audio itself never raises)."""
        if not self._sound:
            return
        if self._levels()[0] <= 0.0:
            return  # muted, or no effects: nothing to play (nor a device to open for it)
        self._open_audio().play(name)

    def after_first_frame(self, stack) -> None:
        """The window's first frame is up (the app calls this once): open the audio
        device and load the effects now, unless muted or off, so that the first sound
        plays at once, and start the music for `stack`. Loading them costs more than
        drawing that frame (issue 26), so nothing opens before it."""
        self._first_frame = True
        if self._sound and self.audio is None and max(self._levels()) > 0.0:
            self._open_audio()
        self.music_step(stack)

    def _open_audio(self) -> Audio:
        if self.audio is None:
            volume, music = self._levels()
            self.audio = Audio(volume, music_volume=music)
            if self._away:  # (before its first sound: the focus was lost before it opened)
                self.audio.away(True)
            self._say_audio(self.audio)
        return self.audio

    def away(self, on: bool) -> None:
        """Quiet while another window is in front (on), or back: the device open now follows
        at once, one opened later (the first frame's, the first sound's, a device plugged in)
        from its start (s282: it played on till the next change of focus)."""
        self._away = on
        if self.audio is not None:
            self.audio.away(on)

    def _levels(self) -> tuple[float, float]:
        """The effects' and the music's volumes as the settings have them: 0 when muted."""
        st = self.midend.settings
        if getattr(st, "muted", False):
            return 0.0, 0.0
        return st.volume, getattr(st, "music_volume", 0.5)

    def sound_key(self, event: pygame.event.Event, stack) -> bool:
        """F8 or Ctrl+M (MUTE_KEYS), on any screen: all sound off, or on again, saved as
        the volumes are, and said in a short toast (with no audio device,
        that nothing plays). True when `event` was one; the screens in `stack` show it."""
        mod = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_SHIFT | pygame.KMOD_ALT)
        if event.type != pygame.KEYDOWN or not any(
            event.key == key and (mod & pygame.KMOD_CTRL if need else not mod) for key, need in MUTE_KEYS
        ):
            return False
        muted = not getattr(self.midend.settings, "muted", False)
        self.midend.change_setting("muted", muted)  # (applied at once: set_volume)
        for scene in stack:
            scene.full_redraw = True  # (Settings' volumes say it: audio_note)
        if not muted and self._sound and self._first_frame:
            self._open_audio()
            self.music_step(stack)
        dead = self.audio is not None and not self.audio.enabled
        said = (SOUND_OFF if muted else SOUND_ON) + (NO_DEVICE if dead else "")
        for text in (SOUND_OFF, SOUND_ON, SOUND_OFF + NO_DEVICE, SOUND_ON + NO_DEVICE):
            self.withdraw(text)  # (the last press's, if still up)
        self.toast(said, ToastKind.INFO, 2.5)
        if not muted:
            self.sound("click")
        return True

    def audio_device(self, event: pygame.event.Event) -> bool:
        """An output device gone or come (SDL's AUDIODEVICEREMOVED, ...ADDED): True when
        `event` was one. Gone (SDL only says so for the device opened): said once, and the
        mixer closed; the next frame (music_step) or sound opens the default device again,
        the one left, silently silent if none. Come after one went: taken up the same way.
        The settings are never touched (the game's own volumes, muted or not)."""
        if event.type not in (pygame.AUDIODEVICEREMOVED, pygame.AUDIODEVICEADDED):
            return False
        if getattr(event, "iscapture", 0):
            return True  # (a microphone)
        gone = event.type == pygame.AUDIODEVICEREMOVED
        if self.audio is not None and (gone or (self._lost and not self.audio.enabled)):
            if gone and not self._lost:
                log.warning(LOST)
            self._audio_warned = True  # (one line: a reopening that fails adds none)
            self._lost = self._lost or gone
            self.audio.close()
            self.audio = None
        return True

    def _say_audio(self, audio: Audio) -> None:
        """The audio's trouble on stderr, once: at its start, or a piece of music that
        could not be played later (that went unsaid)."""
        if audio.warning and not self._audio_warned:
            self._audio_warned = True
            log.warning(audio.warning)

    def music_step(self, stack, minimised: bool = False) -> None:
        """The music for what is on screen (audio.music_for) and its ducking, each frame,
        paused while the window is `minimised`; the device opens for it only when the
        music's volume is above 0, and not before the first frame is up."""
        want = music_for(stack) if self._sound else None
        if self.audio is None and (not self._first_frame or want is None or self._levels()[1] <= 0.0):
            return
        audio = self._open_audio()
        audio.hold(minimised)
        audio.hush(hushed(stack))  # (the pause card: lower, playing on)
        audio.music(want)
        audio.tick()
        self._say_audio(audio)

    def wake_at(self, now: float) -> float | None:
        """When the music ducked under an effect comes back up (audio.tick, each frame), on
        the clock that reads `now`; None: not ducked."""
        left = None if self.audio is None else self.audio.wake_in()
        return None if left is None else now + left

    def set_volume(self, volume: float) -> None:
        """The settings' volumes (`volume`, the effects', as they are now), or none when
        muted: the music then waits where it is (Audio.mute) and plays on from there when
        unmuted; its volume 0 (the slider) stopped it and unmuting started it afresh (s79)."""
        if self.audio is not None:
            st = self.midend.settings
            muted = bool(getattr(st, "muted", False))
            self.audio.mute(muted)  # (first: the music pauses before any volume changes)
            self.audio.set_volume(0.0 if muted else volume)
            self.audio.set_music_volume(getattr(st, "music_volume", 0.5))

    def audio_note(self) -> str:
        """A few words for Settings when no sound can play ("" when it can, or before
        the device was first asked): muted (F8; a pad's LS, said after its press), or no audio device."""
        if getattr(self.midend.settings, "muted", False):
            return PAD_MUTED_NOTE if pad_last() else MUTED_NOTE
        if self.audio is not None and not self.audio.enabled:
            warning = self.audio.warning or ""
            return (
                "No audio device: sound is off"
                if "no audio device" in warning
                else "Sound is off on this machine"
            )
        return ""

    def show_warnings(self, lines: Iterable[str], seconds: float = 12.0) -> None:
        """What went wrong before the window opened (a save file moved aside): each
        line as a warning toast, shown a little longer."""
        for line in lines:
            self.toasts.show(line, ToastKind.WARN, seconds)

    def toast(
        self,
        text: str,
        kind: ToastKind = ToastKind.INFO,
        seconds: float | None = None,
        short: str | None = None,
        behind: bool = False,
    ) -> None:
        """A short message over whatever is on screen (warnings also go to stderr); `short`:
        its short form, said where the whole finds no room (scenes/toast_short.py); a saved
        file's path (SAVED: a screenshot, an exported board) is given one (`saved_short`).
        `behind`: after the toasts up, where they take turns (ToastLayer.show)."""
        if short is None and kind == ToastKind.SAVED:
            short = saved_short(text)
        if seconds is None:
            seconds = 10.0 if kind == ToastKind.WARN else 4.0
        self.toasts.show(text, kind, seconds, short, behind)
        self._shown()

    def withdraw(self, text: str) -> None:
        """Take the toast saying `text` off the screen (it belonged to a screen now left)."""
        self.toasts.withdraw(text)

    def showing(self, text: str) -> bool:
        """A toast says `text` (in either form) now, or waits its turn to."""
        return self.toasts.showing(text)

    def copy_to_clipboard(self, text: str, what: str = "it", shown: bool = False) -> bool:
        """Put `text` on the clipboard and say so, with the text unless it is `shown` on
        screen already (the play view's code chip: the code at its end took a toast of four
        to six lines beside a board at 1024x600, s68); no clipboard: the text, to copy by hand."""
        if copy_text(text):
            said, short = copied(what, text, shown)
            self.toast(said, short=short)
            return True
        self.toast(f"No clipboard here; copy {what} by hand: {text}", ToastKind.INFO, 15.0)
        return False

    def save_picture(self, image: pygame.Surface | None) -> Path | None:
        """Save a picture of the window as a PNG in the pictures folder and say where;
        the path, or None (said)."""
        if image is None:
            self.toast("No window to take a picture of.", ToastKind.WARN)
            return None
        try:
            buf = io.BytesIO()
            pygame.image.save(image, buf, "png")
            path = services.save_screenshot(buf.getvalue(), _dt.datetime.now())
        except (StorageError, OSError, pygame.error) as e:
            self.midend.failed(f"the screenshot was not saved: {e}")
            return None
        self.sound("click")
        self.toast(f"Screenshot saved to {path}", ToastKind.SAVED)
        log.info("screenshot saved to %s", path)
        return path
