"""Easing curves: progress u in [0, 1] (clamped) to eased progress, 0 -> 0 and 1 -> 1.

>>> ease_in_out(0.5), ease_out(1.0), ease_in(0.0)
(0.5, 1.0, 0.0)
"""
from __future__ import annotations

__all__ = ["clamp01", "ease_in", "ease_in_out", "ease_out", "ease_out_cubic"]


def clamp01(u: float) -> float:
    return min(1.0, max(0.0, u))


def ease_in(u: float) -> float:
    """Launch: starts gently, leaves fast (a 2D arrow flying off)."""
    u = clamp01(u)
    return 0.3 * u + 0.7 * u * u


def ease_out(u: float) -> float:
    """Quadratic settle (a 2D arrow sliding back after a smack)."""
    u = clamp01(u)
    return 1 - (1 - u) * (1 - u)


def ease_out_cubic(u: float) -> float:
    """A softer settle (a 3D arrow sliding back after a smack)."""
    u = clamp01(u)
    return 1.0 - (1.0 - u) ** 3


def ease_in_out(u: float) -> float:
    """Smoothstep: gentle at both ends (camera turns)."""
    u = clamp01(u)
    return u * u * (3 - 2 * u)
