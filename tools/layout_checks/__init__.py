"""tools/layout.py's checks kept apart from it (it is long): scale.py, at a bigger "Size of
menus" (s400). Helpers, not scripts: tools/layout.py runs them."""
