"""Errors the engine raises for bad boards and blocks: always one clear line."""


class BoardError(ValueError):
    """A board, block or arrow that breaks the rules; the message says what and where."""
