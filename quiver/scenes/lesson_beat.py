"""The "Well done" card a lesson (scenes/coach.py) shows for a moment after a cleared board."""

from __future__ import annotations

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import check_icon


def draw_beat(surface, play, coach) -> pygame.Rect:
    """The short success card after a cleared lesson board."""
    w = play.size[0]
    s = theme.ui_scale(play.size, getattr(coach.ports.midend, "settings", None))
    last = coach.stage + 1 >= len(coach.stages)
    line = "Lesson complete!" if last else f"Board {coach.stage + 1} of {len(coach.stages)} cleared"
    card = pygame.Rect(0, 0, min(w - 32, int(420 * s)), int(150 * s))
    card.center = (w // 2, (play.hud.top_rect.bottom + play.hud.bottom_rect.y) // 2)
    pygame.draw.rect(surface, theme.INK, card, border_radius=22)
    check = check_icon(max(28, int(44 * s)), theme.GOOD)
    surface.blit(check, check.get_rect(center=(card.centerx, card.y + int(36 * s))))
    size = theme.fit_size("Well done!", int(44 * s), card.w - 24, True, 20)
    theme.text(
        surface, "Well done!", size, (255, 255, 255), (card.centerx, card.y + int(84 * s)), "center", True
    )
    size = theme.fit_size(line, max(16, int(22 * s)), card.w - 24, False, 14)
    soft = theme.mix(theme.INK, (255, 255, 255), 0.7)
    theme.text(surface, line, size, soft, (card.centerx, card.y + int(122 * s)), "center")
    return card.inflate(8, 8)
