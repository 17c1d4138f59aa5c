"""What the toast layer's helpers (toast_stack.py, toast_apart.py, toast_placed.py) read and
keep of it: quiver/scenes/toast.py's ToastLayer as a protocol, so no helper imports its owner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .toast_cards import MOST_LINES
from .toast_note import Toast

if TYPE_CHECKING:
    from .base import Scene


class ToastLayer(Protocol):
    """The layer, as its helpers use it."""

    toasts: list[Toast]
    size: tuple[int, int]
    _most: int
    _text: int
    _compact: bool
    _columns: bool
    _turns: bool
    _bar_grown: bool
    _memo: tuple | None
    _lending: bool
    _apart: dict[int, pygame.Rect]
    _stood: tuple[tuple, list[Toast], tuple[int, int]] | None
    _stood_in: tuple | None
    _kept: list[pygame.Rect] | None
    _guard: bool

    @property
    def top_scene(self) -> Scene | None: ...
    def _placed(self) -> tuple[pygame.Rect | None, list[Toast]]: ...
    def _slots(self, least: int | None = None) -> list[pygame.Rect]: ...
    def _narrowest(self, size: int | None = None) -> int: ...
    def _clear(self) -> list[pygame.Rect]: ...
    def _hangs(self, slot: pygame.Rect, shown: list[Toast]) -> list[pygame.Rect]: ...
    def _off(self, slot: pygame.Rect, shown: list[Toast], most: int = MOST_LINES) -> bool: ...
    def stack_of(self, slot: pygame.Rect, shown: list[Toast], most: int = MOST_LINES) -> pygame.Rect: ...
    def _held(self, slot: pygame.Rect, toasts: list[Toast] | None = None, whole: bool = True) -> int: ...
    def _h(self, lines: int) -> int: ...
    def _inner(self, width: int) -> int: ...
    def lines_of(self, text: str, width: int) -> int: ...


def top_settings(layer: object) -> Any:
    """The settings of the scene on top of a toast layer (its mid-end's), None where it has
    none (a stand-in scene, no scene up): what sizes the toasts' prints and motion."""
    return getattr(getattr(getattr(layer, "top_scene", None), "midend", None), "settings", None)
