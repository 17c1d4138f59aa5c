"""tools/layout.py's checks at a bigger "Size of menus" (`--scale 1.5`, `--scale 2`), in every
window: text never printed smaller than at Auto in the same window (s400: at 480x360 and
200% Daily's month printed 8 px where Auto's printed 13), a control's label grown with its
control (s400: at 800x600 and 150% Daily's mode tabs grew half again, their labels 8 px to
9), and a lone toast over a play view never under TEXT (s400: a saved file's path and a
first meeting stood whole in 14-16 px in a corner)."""

from __future__ import annotations

from typing import Any

from quiver.render2d.drawn import TEXT, WIDGET

Heights = dict[str, tuple[int, int]]  # what a text says: (its height, its control's height or 0)


def heights(drawn: Any) -> Heights:
    """Each text's height (uncut) by what it says (the first drawn), with the height of the
    choice it names (a widget noted with the same words that holds it whole: a tab, a
    Segmented's part), else 0. A picture noted as text ("(today's shape)") is none."""
    widgets = drawn.of(WIDGET) if drawn else []
    out: Heights = {}
    for t in drawn.of(TEXT) if drawn else []:
        if t.label.startswith("(") and t.label.endswith(")"):
            continue
        held = [w.rect.h for w in widgets if w.label == t.label and w.rect.contains(t.rect)]
        out.setdefault(t.label, (t.whole_h or t.rect.h, min(held, default=0)))
    return out


def grown_problems(drawn: Any, auto: Heights | None, scale: float) -> list[str]:
    """What a screen drawn at `scale` (> 1) prints worse than at Auto (`auto`: its `heights`
    there, in the same window): a text smaller (a line that says the same), and a control's
    label that grew less than half as much as its control did (or as `scale`, the less) where
    the control grew by a quarter or more (a tab's, a choice's)."""
    if not auto or scale <= 1:
        return []
    out = []
    for label, (h, box) in heights(drawn).items():
        was = auto.get(label)
        if was is None:
            continue
        grew = box / was[1] if box and was[1] else 1.0  # (its control's growth)
        if h < was[0]:
            out.append(f"{label[:32]!r} printed {h} px, smaller than at Auto ({was[0]} px)")
        elif grew >= 1.25 and h - was[0] < (min(grew, scale) - 1) / 2 * was[0]:
            out.append(f"{label[:32]!r} printed {h} px (Auto {was[0]}) in a control grown {grew:.2f}x")
    return out


def lone_small(app: Any, scale: float) -> list[str]:
    """A lone toast over a play view printed under TEXT at a bigger "Size of menus": its short
    form, or the bar place over the HUD's top bar, holds it in TEXT (toast_grown.py,
    toast_short._grown_lone)."""
    from quiver.scenes.toast_cards import text_print

    layer, top = app.toasts, app.top
    if scale <= 1 or getattr(top, "hud", None) is None or len(layer.toasts) != 1 or not layer._hits:
        return []
    if layer._text >= text_print():
        return []
    return [f"a lone toast in {layer._text} px at {scale:g}x: {layer.toasts[0].text[:32]}..."]


def badge_crowds(app: Any, drawn: Any) -> list[str]:
    """A toast's waiting badge ("+2") nearer than BADGE_AIR (8 px) to a control drawn (a widget): the
    card is kept off the controls, its badge over its corner was not (s400: at 480x360 and
    200% the Custom panel's queue's "+2" lay 5 px over Settings)."""
    from quiver.scenes.toast_paint import BADGE_AIR

    badge = getattr(app.toasts, "badge_at", None)
    if badge is None or not drawn:
        return []
    near = [w for w in drawn.of(WIDGET) if badge.inflate(2 * BADGE_AIR, 2 * BADGE_AIR).colliderect(w.rect)]
    return [f"the toasts' waiting badge at {tuple(badge)} within {BADGE_AIR} px of {w}" for w in near]
