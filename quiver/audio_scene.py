"""Which music, and how loud, for what is on screen (quiver/audio.py plays it): pure
logic on the scene stack, no pygame."""

from __future__ import annotations

__all__ = ["PLAY_SCENES", "hushed", "music_for"]


PLAY_SCENES = ("play", "play2d", "play3d", "playflat")


def music_for(stack) -> str | None:
    """The piece for what is on screen: the play loop under a puzzle (and the cards over
    it), the menu piece everywhere else; None with nothing on screen."""
    for scene in reversed(stack):
        if getattr(scene, "overlay", False):
            continue
        return "play" if getattr(scene, "name", "") in PLAY_SCENES else "menu"
    return None


def hushed(stack) -> bool:
    """The music goes lower for what is on screen: the pause card is up (and the cards
    opened over it: Settings, How to play)."""
    return any(getattr(scene, "hushes_music", False) for scene in stack)
