"""The game window's least sizes, in one place for the window (window.py) and the command
line (`quiver render --window`, cli_args.py), which must not load pygame to know them."""

MIN_SIZE = (640, 480)  # the smallest window a player can drag it to
SMALL_SCREEN = (480, 360)  # the least the layouts are checked at: a window for a screen below MIN_SIZE
