"""The one direction of imports (ARCHITECTURE.md): the core never loads drawing libraries,
the engine is stdlib only, and no renderer imports the generator."""
from __future__ import annotations

import ast
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "quiver"
DRAWING = ("pygame", "moderngl", "glm")
BOARD = str(ROOT / "tests" / "boards" / "2d_chain3.json")


def modules_after(code: str) -> set[str]:
    """Top-level module names loaded by a fresh interpreter after running `code`."""
    script = code + "\nimport sys, json\nprint(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))"
    p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0, p.stderr
    return set(json.loads(p.stdout.strip().splitlines()[-1]))


def test_core_packages_do_not_load_drawing_libraries():
    loaded = modules_after("import quiver.engine, quiver.engine.codec, quiver.shapes, "
                           "quiver.generator")
    assert not loaded & set(DRAWING), loaded & set(DRAWING)


def test_engine_alone_loads_only_the_standard_library():
    loaded = modules_after("import quiver.engine, quiver.engine.codec")
    foreign = {m for m in loaded - set(sys.stdlib_module_names) - {"quiver"}
               if not m.startswith("_")}
    assert not foreign, foreign


def test_cli_check_and_shapes_do_not_load_drawing_libraries():
    loaded = modules_after("from quiver.cli import main\n"
                           f"assert main(['check', '--taps', '5', {BOARD!r}]) == 0\n"
                           "main(['shapes'])\nmain(['--help'])")
    assert not loaded & set(DRAWING), loaded & set(DRAWING)


def imports_of(path: pathlib.Path, root: pathlib.Path = ROOT) -> list[str]:
    """Absolute names of the modules a source file imports (relative imports resolved)."""
    module = ".".join(path.relative_to(root).with_suffix("").parts)
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module.removesuffix(".__init__")
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            names.append(base)
            names += [f"{base}.{a.name}" for a in node.names]   # `from quiver import generator`
    return names


def sources(*folders: str) -> list[pathlib.Path]:
    return [p for f in folders for p in sorted((PACKAGE / f).rglob("*.py"))]


def test_the_import_walker_sees_every_spelling(tmp_path):
    probe = tmp_path / "quiver" / "render2d" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text("import quiver.generator\nfrom quiver import generator\n"
                     "from .. import generator\nfrom ..generator.spec import PuzzleSpec\n"
                     "import os\n")
    names = imports_of(probe, tmp_path)
    assert sum(n == "quiver.generator" or n.startswith("quiver.generator.") for n in names) >= 4
    assert "quiver.generator.spec" in names and "os" in names


def test_renderers_do_not_import_the_generator():
    bad = []
    for path in sources("render2d", "render3d"):
        for name in imports_of(path):
            if name == "quiver.generator" or name.startswith("quiver.generator."):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not bad, bad


def test_renderers_do_not_import_each_other():
    """What both need (colours, easing) lives in quiver.style, below them."""
    pairs = (("render2d", "quiver.render3d"), ("render3d", "quiver.render2d"))
    bad = [f"{p.relative_to(ROOT)} imports {n}" for folder, other in pairs
           for p in sources(folder) for n in imports_of(p) if n == other or n.startswith(other + ".")]
    assert not bad, bad


def test_style_loads_no_drawing_library():
    assert not modules_after("import quiver.style.palette, quiver.style.easing") & set(DRAWING)


# The one exception (ADR 0009): a user's PNG picture is decoded by pygame's image loader,
# imported inside the function that reads a picture, never when the module loads.
LAZY_DRAWING = {"quiver/shapes/png.py": {"pygame"}}


@pytest.mark.parametrize("folder", ["engine", "shapes", "generator"])
def test_core_sources_never_import_drawing_libraries(folder):
    bad = [f"{p.relative_to(ROOT)} imports {n}" for p in sources(folder) for n in imports_of(p)
           if n.split(".")[0] in DRAWING
           and n.split(".")[0] not in LAZY_DRAWING.get(p.relative_to(ROOT).as_posix(), ())]
    assert not bad, bad


def test_the_lazy_drawing_imports_are_inside_functions():
    for rel, names in LAZY_DRAWING.items():
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        top = [a.name for node in tree.body if isinstance(node, ast.Import) for a in node.names]
        top += [node.module or "" for node in tree.body if isinstance(node, ast.ImportFrom)]
        assert not {t.split(".")[0] for t in top} & names, rel
        assert any(n.split(".")[0] in names for n in imports_of(ROOT / rel)), f"{rel}: stale entry"


def test_reading_a_picture_prints_no_banner(tmp_path):
    """pygame is first imported by the picture reader in `quiver generate`: stdout stays
    the board's JSON."""
    pygame = pytest.importorskip("pygame")
    surf = pygame.Surface((8, 8))
    surf.fill((255, 255, 255))
    surf.fill((0, 0, 0), pygame.Rect(1, 1, 6, 6))
    picture = tmp_path / "sq.png"
    pygame.image.save(surf, str(picture))
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    p = subprocess.run([sys.executable, "-m", "quiver", "generate", "--mode", "2d", "--shape",
                        str(picture), "--arrows", "8", "--seed", "1"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["format"].startswith("quiver-board")


def test_engine_sources_import_only_stdlib_and_the_engine():
    bad = []
    for path in sources("engine"):
        for name in imports_of(path):
            top = name.split(".")[0]
            if name.startswith("quiver.engine") or top in sys.stdlib_module_names or top == "__future__":
                continue
            bad.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not bad, bad
