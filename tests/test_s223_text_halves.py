"""theme.text is a render half and a put half (textdraw.render, textdraw.put), and
text_kept keeps the render half's pictures (s223): it wrote theme.text's render, its
fallback for what pygame refuses, the blit and the layout note again."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import drawn, text_kept, textdraw, theme  # noqa: E402


def test_kept_text_renders_and_puts_as_theme_text_does(monkeypatch):
    pygame.font.init()
    halves: list[str] = []
    render, put = textdraw.render, textdraw.put
    monkeypatch.setattr(textdraw, "render", lambda *a: halves.append("render") or render(*a))
    monkeypatch.setattr(textdraw, "put", lambda *a: halves.append("put") or put(*a))
    text_kept.rendered.cache_clear()
    pictures = []
    for draw in (theme.text, text_kept.text):
        surface = pygame.Surface((200, 60), pygame.SRCALPHA)
        with drawn.recording() as seen:
            r = draw(surface, "A\x00b\udcff", 30, (40, 50, 60), (100, 30), "center", True)
        pictures.append((r, pygame.image.tobytes(surface, "RGBA"), [i.label for i in seen.items]))
    assert halves == ["render", "put"] * 2
    assert pictures[0] == pictures[1] and pictures[0][2] == ["A b?"]
