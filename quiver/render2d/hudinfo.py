"""What the play HUD (hud.py) shows: one `HudInfo` a frame, made from the session."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["HudInfo"]


@dataclass
class HudInfo:
    hearts: int | None
    max_hearts: int | None
    arrows_left: int
    arrows_total: int
    elapsed: float
    depth: int | None  # None: a dead end (rotating arrows), shown as a dash
    code: str
    title: str = ""
    hints_used: int = 0
    show_timer: bool = True
    score: int | None = None  # the combo score so far (game/score.py); None: not shown
    show_layers: bool = True  # the layers chip: not in a lesson, where the word is unexplained
    rise: tuple[int, int] = (0, 0)  # times the layers' count went up, the last step (game/layers.py)

    @classmethod
    def of(
        cls, session, code: str, title: str = "", show_timer: bool = True, lesson: bool = False
    ) -> HudInfo:
        """What a play scene's HUD shows of `session`. A `lesson` shows no timer and no
        score: it records nothing (and at 640 wide a score chip left the arrows' chip a
        bare number beside "Lesson: Two Heads"); nor the layers, a word that a stranger in
        the first lesson could not follow (s95: "layers 3" there, explained nowhere)."""
        return cls(
            session.hearts,
            session.max_hearts,
            session.arrows_left,
            session.arrows_total,
            session.elapsed,
            session.depth,
            code,
            title,
            session.hints_used,
            show_timer and not lesson,
            None if lesson else session.score.total,
            not lesson,
            (session.layers.rises, session.layers.rose_by),
        )

    def key(self) -> tuple:
        """What the drawn HUD depends on (redraw when it changes)."""
        return (
            self.hearts,
            self.max_hearts,
            self.arrows_left,
            self.arrows_total,
            int(self.elapsed) if self.show_timer else 0,
            self.depth,
            self.code,
            self.title,
            self.hints_used,
            self.score,
            self.show_layers,
            self.rise,
        )
