"""How the game looks and moves, shared by the 2D and 3D renderers (ADR 0009): the
direction colours and motion settings (`palette`) and the easing curves (`easing`).
Pure Python, no drawing library, so both renderers and the scenes import it and neither
renderer imports the other."""
