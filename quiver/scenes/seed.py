"""Enter a seed (plays the menu's current choice with that seed) or a whole puzzle code:
typed, or pasted with Ctrl+V (Cmd+V) or the Paste button."""

from __future__ import annotations

import pygame

from quiver.engine.modes import Mode
from quiver.game import code as codes
from quiver.game import seed_text
from quiver.game.journey import FreePuzzle, PuzzleRequest
from quiver.game.seed_text import ALLOWED, plain
from quiver.input_pad import pad_named
from quiver.render2d.widgets import TextBox

from .base import Ports
from .entry_card import EntryCard, sent
from .registry import play_factory

# a code of each mode the field's example names (s343: 3D's and Flat 3D's card showed a 2D
# code, as if only 2D puzzles had codes), seed 7 (3D's and Flat 3D's: Custom's first choice)
EXAMPLES = {
    Mode.TWO_D: "2d-heart-16x14-34-hard-7",
    Mode.THREE_D: "3d-cube-7x7x7-62-medium-7",
    Mode.FLAT: "flat-cube-6x6x6-39-medium-7",
}


def example(menu) -> str:
    """The example code in the field: one of the mode chosen in `menu`."""
    mode = getattr(menu, "mode", Mode.TWO_D)
    return f"{EXAMPLES.get(mode, EXAMPLES[Mode.TWO_D])}-g{codes.current_generator()}"


class SeedScene(EntryCard):
    name = "seed"
    title = "Enter a seed or a puzzle code"
    hint = "A seed plays the shape, size and arrows chosen in the menu."
    keys_kind = "code"  # (a pad types with the digits and the code alphabet)

    def __init__(self, ports: Ports, menu) -> None:
        self.menu = menu
        box = TextBox(max_len=90, allowed=ALLOWED, placeholder=f"e.g. 7  or  {example(menu)}")
        super().__init__(ports, box)

    @classmethod
    def again(cls, menu) -> SeedScene:
        return cls(menu.ports, menu)

    def cleaned(self, text: str) -> str:
        """A pasted code or seed: the spaces round it dropped; where the text holds a code
        among words (a chat's "Puzzle code: 2d-...-g9!") or over lines, that code alone.
        Text with a character no seed or code has is refused, naming it (seed_text)."""
        return seed_text.pasted(text)

    def refused_line(self, chars: str) -> str:
        return seed_text.refused(chars[0])

    def asked_line(self, chars: str, text: str) -> str | None:
        """Asked where the field would play: "Play 2d-heart-zz without the '!'? Enter
        again plays it" promised a code of 3 parts, which Enter then refused (s274)."""
        try:
            codes.check(self.parse(text))
        except codes.OlderCode:
            pass  # (it plays the same choices: submit says so)
        except ValueError:
            return None  # (submit says why at once)
        return seed_text.left_out(chars[0], text, pad_named("Enter"))

    def handle_event(self, event):
        """Typing in full width (an input method's "７") is kept as the plain character:
        the box took none of it, and nothing showed for the key."""
        if event.type == pygame.TEXTINPUT:
            event = pygame.event.Event(pygame.TEXTINPUT, text=plain(event.text))
        return super().handle_event(event)

    def parse(self, text: str) -> codes.PuzzleSpec:
        text = text.strip()
        if not text:
            raise codes.SpecError("type a seed (a whole number) or a puzzle code")
        seed = seed_text.number(text)  # (--seed's rule: "-5" is told the range)
        if seed is not None:
            return self.menu.current_code(seed)
        looks_a_code = text.lower().startswith(tuple(f"{m}-" for m in Mode))  # (cut short: how)
        if text.count("-") < 6 and not looks_a_code:  # neither a number nor shaped like a code
            shown = text if len(text) <= 24 else text[:21] + "..."
            raise codes.SpecError(
                f"'{shown}' is not a seed or a puzzle code. A seed is a whole number; a code "
                f"looks like 2d-heart-16x14-40-hard-7-g{codes.current_generator()}."
            )
        return codes.PuzzleSpec.parse(text)

    def submit(self) -> None:
        try:
            code = self.parse(self.box.text)
            codes.check(code)  # a code that cannot be built: say so first
            if code.mode != Mode.TWO_D:
                factory, why = play_factory(code.mode, self.ports.display)
                if factory is None:
                    raise codes.SpecError(why)
        except codes.OlderCode as e:  # the box takes the code of the same choices here
            self.box.text = str(e.current)
            self.refuse(
                f"{e.code} is from an older Quiver and cannot be rebuilt here: "
                f"{pad_named('Enter')} plays the same choices, g{e.current.generator}"  # (a pad's A)
            )
            return
        except ValueError as e:
            self.refuse(codes.in_game(e))
            return
        self.stack.pop()
        sent(self.menu, code, SeedScene, self.box.text)
        self.journeys.open(PuzzleRequest(FreePuzzle(), code))
