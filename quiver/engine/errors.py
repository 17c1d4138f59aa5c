"""Errors the engine raises for bad boards and blocks: always one clear line."""


class BoardError(ValueError):
    """A board, block or arrow that breaks the rules; the message says what and where."""


def count_of(n: int, noun: str) -> str:
    """'1 arrow', '2 arrows': a count and its noun, agreeing, for one-line messages."""
    return f"{n} {noun}{'' if n == 1 else 's'}"
