"""Every relative link in README.md and docs/ leads somewhere: the file exists and, when
the link names a heading (`file.md#heading`), the file has that heading. Figures moved
out of the ADRs into docs/measurements.md are linked by heading, so a renamed heading
or a moved file fails here rather than on a reader."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The README links into the repository by full address (it is also the package's page on
# PyPI, where relative links break): those are checked against this checkout too.
REPO_URL = "https://github.com/quiver-game/quiver/blob/main/"
# and shows its pictures by their raw address (the screenshots): those must exist too
RAW_URL = "https://raw.githubusercontent.com/quiver-game/quiver/main/"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)


def _pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {_slug(m) for m in re.findall(r"^#+ (.+)$", text, re.M)}


def _links(page: Path) -> list[tuple[Path, str]]:
    """(the folder a link is relative to, the link) for every link into this repository."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    out = []
    for target in LINK.findall(text):
        if target.startswith((REPO_URL, RAW_URL)):
            out.append((ROOT, target.removeprefix(REPO_URL).removeprefix(RAW_URL)))
        elif not re.match(r"[a-z]+:", target):  # not another site, not mailto:
            out.append((page.parent, target))
    return out


def test_slugs_follow_githubs_rule():
    assert _slug("Fair hard boards (ADR 0006)") == "fair-hard-boards-adr-0006"
    assert _slug("Splits for size, so far") == "splits-for-size-so-far"
    assert _slug("`quiver check` and the 3D view") == "quiver-check-and-the-3d-view"


def test_the_readmes_pictures_are_checked_too():
    pictures = [t for _, t in _links(ROOT / "README.md") if t.startswith("docs/screenshots/")]
    assert len(pictures) >= 10 and all(t.endswith(".png") for t in pictures)


def test_every_relative_link_in_the_docs_resolves():
    broken = []
    for page in _pages():
        for base, target in _links(page):
            path, _, anchor = target.partition("#")
            dest = (base / path).resolve() if path else page
            if not dest.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such file)")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert broken == []


# written by a tool, not committed; a placeholder; the package name of assets/
NOT_FILES = {"quiver/native_build.json", "tests/test_x.py", "quiver/assets"}
PATH = re.compile(r"(?<![\w/.-])((?:tests|tools|bench|quiver|docs|assets|\.ci)/[\w/.-]*\w)")


def test_every_path_the_docs_name_is_there():
    """`tests/board_hashes.json`, `bench/_gl_frames.measure` (a name in a module): a path
    into the repository that README.md or docs/ name, in a link or not, exists
    (docs/DEVELOPING.md named the board hashes under tests/boards/, where they never were)."""
    missing = []
    for page in _pages():
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            for path in PATH.findall(line):
                module = path.rsplit(".", 1)[0] + ".py"  # a module's name: path/module.name
                if path not in NOT_FILES and not any((ROOT / p).exists() for p in (path, module)):
                    missing.append(f"{page.relative_to(ROOT)}:{number}: {path}")
    assert missing == []
