"""The README is also the package's page on PyPI (pyproject's `readme`), where a link
relative to the repository leads nowhere: every link in it is a full address (checked
against this checkout by tests/test_docs_links.py), a heading of its own included: PyPI
gives headings no anchors, so `#special-arrows...` led nowhere there either.
`([limits](docs/limits.md))` under Special arrows was the one relative link left."""

from __future__ import annotations

from test_docs_links import FENCE, LINK, ROOT


def test_every_readme_link_works_on_pypi_too():
    text = FENCE.sub("", (ROOT / "README.md").read_text(encoding="utf-8"))
    relative = [t for t in LINK.findall(text) if not t.startswith(("https://", "http://", "mailto:"))]
    assert relative == [], f"relative links in README.md (broken on PyPI): {relative}"
