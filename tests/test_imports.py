"""The one direction of imports (ARCHITECTURE.md): the core never loads drawing libraries,
the engine is stdlib only, and no renderer imports the generator."""

from __future__ import annotations

import ast
import contextlib
import functools
import hashlib
import json
import os
import pathlib
import subprocess
import sys
import tempfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "quiver"
DRAWING = ("pygame", "moderngl", "glm")
BOARD = str(ROOT / "tests" / "boards" / "2d_chain3.json")


def modules_after(code: str) -> set[str]:
    """Top-level module names loaded by a fresh interpreter after running `code`."""
    script = code + "\nimport sys, json\nprint(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))"
    p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    return set(json.loads(p.stdout.strip().splitlines()[-1]))


def test_core_packages_do_not_load_drawing_libraries():
    loaded = modules_after("import quiver.engine, quiver.engine.codec, quiver.shapes, quiver.generator")
    assert not loaded & set(DRAWING), loaded & set(DRAWING)


def test_engine_alone_loads_only_the_standard_library():
    loaded = modules_after("import quiver.engine, quiver.engine.codec")
    foreign = {m for m in loaded - set(sys.stdlib_module_names) - {"quiver"} if not m.startswith("_")}
    assert not foreign, foreign


def test_cli_check_and_shapes_do_not_load_drawing_libraries():
    loaded = modules_after(
        "from quiver.cli import main\n"
        f"assert main(['check', '--taps', '5', {BOARD!r}]) == 0\n"
        "main(['shapes'])\nmain(['--help'])"
    )
    assert not loaded & set(DRAWING), loaded & set(DRAWING)


def parsed(path: pathlib.Path) -> ast.Module:
    """The file's syntax tree, parsed once while the file stays as it was (import_graph
    only reads it; the package's ~400 files are walked by several tests here)."""
    return _parsed(str(path), path.stat().st_mtime_ns)


@pytest.fixture(autouse=True, scope="module")
def _trees_let_go():
    """The trees go with the module's last test: kept, their million objects would slow
    every later full collection of the worker's garbage collector. What was read of the
    files is kept for the next run (`import_statements`)."""
    yield
    _parsed.cache_clear()
    _keep_statements()


@functools.cache
def _parsed(path: str, _mtime_ns: int) -> ast.Module:
    return ast.parse(pathlib.Path(path).read_text(encoding="utf-8"), filename=path)


# What import_statements read of each of the checkout's files, kept between runs in the
# system's temporary folder by the file's size and time, or its content (as
# tests/test_stale_imports.py keeps its facts, a fresh checkout starting from a sibling's):
# parsing the package's ~400 files was most of this module's 2.7 s of CPU and of
# test_server's check that the game never imports the server (0.6 s).
STATEMENTS_VERSION = 2  # raise when what is kept changes
_STATEMENTS = pathlib.Path(tempfile.gettempdir()) / (
    f"quiver-import-statements-{os.getuid()}-{hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]}.json"
)
_read_now: dict[str, list] = {}  # what this process read (kept at the module's end)


def _statements_kept_in(path: pathlib.Path) -> dict[str, list] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data["files"] if data.get("version") == STATEMENTS_VERSION else None


@functools.cache
def _kept_statements() -> dict[str, list]:
    """This checkout's kept statements; none yet: the newest sibling checkout's (another
    worktree of this machine: each stands only for a file of the same content, s395)."""
    own = _statements_kept_in(_STATEMENTS)
    if own is not None:
        return own
    pattern = f"quiver-import-statements-{os.getuid()}-*.json"
    for other in sorted(_STATEMENTS.parent.glob(pattern), key=_newest_first):
        if (files := _statements_kept_in(other)) is not None:
            return files
    return {}


def _newest_first(path: pathlib.Path) -> float:
    with contextlib.suppress(OSError):
        return -path.stat().st_mtime
    return 0.0


def _keep_statements() -> None:
    """What this process read, merged into what the file holds (another worker may have
    written beside it), files gone dropped; written whole."""
    if not _read_now:
        return
    _kept_statements.cache_clear()
    files = {k: v for k, v in {**_kept_statements(), **_read_now}.items() if (ROOT / k).is_file()}
    tmp = _STATEMENTS.with_name(f"{_STATEMENTS.name}.{os.getpid()}")
    try:
        tmp.write_text(json.dumps({"version": STATEMENTS_VERSION, "files": files}), encoding="utf-8")
        os.replace(tmp, _STATEMENTS)
    except OSError:
        pass
    _read_now.clear()
    _kept_statements.cache_clear()


def _statements_in(tree: ast.Module) -> list[list]:
    type_only: set[int] = set()  # the nodes inside `if TYPE_CHECKING:` blocks
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            type_only.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names]
            module, level = getattr(node, "module", None), getattr(node, "level", 0)
            found.append([type(node).__name__, module, level, names, id(node) in type_only])
    return found


def import_statements(path: pathlib.Path) -> list[list]:
    """[kind ("Import" or "ImportFrom"), module, level, names, inside `if TYPE_CHECKING:`]
    of each import statement of a source file, at its top or inside functions, in
    ast.walk's order; a file of the checkout's as read at its size and time before."""
    st = path.stat()
    stamp = [st.st_mtime_ns, st.st_size]
    if not path.resolve().is_relative_to(ROOT):  # a test's probe: never kept
        return _statements_in(parsed(path))
    key = str(path.resolve().relative_to(ROOT))
    entry = _read_now.get(key) or _kept_statements().get(key)
    if entry is None or entry[0] != stamp:  # (a sibling's, or touched: the same content?)
        content = hashlib.sha1(path.read_bytes()).hexdigest()
        found = entry[1] if entry is not None and entry[2] == content else _statements_in(parsed(path))
        entry = _read_now[key] = [stamp, found, content]
    return entry[1]


def imports_of(path: pathlib.Path, root: pathlib.Path = ROOT) -> list[str]:
    """Absolute names of the modules a source file imports (relative imports resolved)."""
    module = ".".join(path.relative_to(root).with_suffix("").parts)
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module.removesuffix(".__init__")
    names = []
    for kind, base, level, imported, _ in import_statements(path):
        if kind == "Import":
            names += imported
        else:
            if level:
                parts = package.split(".")
                up = ".".join(parts[: len(parts) - level + 1])
                base = f"{up}.{base}" if base else up
            else:
                base = base or ""
            names.append(base)
            names += [f"{base}.{a}" for a in imported]  # `from quiver import generator`
    return names


def sources(*folders: str) -> list[pathlib.Path]:
    return [p for f in folders for p in sorted((PACKAGE / f).rglob("*.py"))]


def test_the_import_walker_sees_every_spelling(tmp_path):
    probe = tmp_path / "quiver" / "render2d" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text(
        "import quiver.generator\nfrom quiver import generator\n"
        "from .. import generator\nfrom ..generator.spec import PuzzleSpec\n"
        "import os\n"
    )
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
    bad = [
        f"{p.relative_to(ROOT)} imports {n}"
        for folder, other in pairs
        for p in sources(folder)
        for n in imports_of(p)
        if n == other or n.startswith(other + ".")
    ]
    assert not bad, bad


def test_style_loads_no_drawing_library():
    assert not modules_after("import quiver.style.palette, quiver.style.easing") & set(DRAWING)


# The one exception (ADR 0009): a user's PNG picture is decoded by pygame's image loader,
# imported inside the function that reads a picture, never when the module loads.
LAZY_DRAWING = {"quiver/shapes/png.py": {"pygame"}}


@pytest.mark.parametrize("folder", ["engine", "shapes", "generator"])
def test_core_sources_never_import_drawing_libraries(folder):
    bad = [
        f"{p.relative_to(ROOT)} imports {n}"
        for p in sources(folder)
        for n in imports_of(p)
        if n.split(".")[0] in DRAWING
        and n.split(".")[0] not in LAZY_DRAWING.get(p.relative_to(ROOT).as_posix(), ())
    ]
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
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "quiver",
            "generate",
            "--mode",
            "2d",
            "--shape",
            str(picture),
            "--arrows",
            "8",
            "--seed",
            "1",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["format"].startswith("quiver-board")


def test_engine_sources_import_only_stdlib_and_the_engine():
    bad = []
    for path in sources("engine"):
        for name in imports_of(path):
            top = name.split(".")[0]
            if name.startswith("quiver.engine") or top in sys.stdlib_module_names or top == "__future__":
                continue
            if top == "mypy_extensions" and path.name == "rng.py":
                continue  # mypyc's i64, a type only (under TYPE_CHECKING: see below)
            bad.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not bad, bad


def test_the_engine_never_imports_mypy_extensions_when_it_runs():
    """engine/rng.py names mypyc's native int type (`i64`) for the type checker and mypyc
    only: the module that runs (pure or compiled) never imported it (it is no
    dependency of the game)."""
    from quiver.engine import rng

    assert not hasattr(rng, "i64")


# -- the import graph: no cycles, and no import up the layers -------------------------------
# Lowest first; a module may import its own layer and the ones below (docs: ARCHITECTURE.md).
LAYERS = [
    {"quiver", "quiver._native", "quiver.assets", "quiver.engine", "quiver.logs"},
    {"quiver.generator", "quiver.shapes"},
    {"quiver.game"},
    {"quiver.style"},
    {
        "quiver.render2d",
        "quiver.render3d",
        "quiver.audio",
        "quiver.audio_level",
        "quiver.audio_load",
        "quiver.audio_ramp",
        "quiver.audio_piece",
        "quiver.audio_scene",
        "quiver.input",
        "quiver.input_back",
        "quiver.input_keys",
        "quiver.input_heard",
        "quiver.input_pad",
        "quiver.input_repeat",
        "quiver.drops",
    },
    {"quiver.scenes"},
    {
        "quiver.app",
        "quiver.app_frame",
        "quiver.app_fullscreen",
        "quiver.pictures",
        "quiver.cli",
        "quiver.cli_args",
        "quiver.cli_parser",
        "quiver.cli_check",
        "quiver.cli_files",
        "quiver.cli_game",
        "quiver.cli_interrupt",
        "quiver.cli_system",
        "quiver.desktop",
        "quiver.__main__",
        "quiver.compositor",
        "quiver.window",
        "quiver.window_density",
        "quiver.window_kept",
        "quiver.window_loop",
        "quiver.window_place",
        "quiver.window_sizes",
        "quiver.window_x11",
        "quiver.notice",
        "quiver.idle",
        "quiver.xerrors",
        "quiver.flow",
        "quiver.feedback",
        "quiver.server",
    },
]


def module_name(path: pathlib.Path, root: pathlib.Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_imports(
    path: pathlib.Path, modules: set[str], root: pathlib.Path = ROOT, runtime_only: bool = False
) -> set[str]:
    """The project modules (of `modules`) a source file imports, at its top or inside
    functions. `from pkg import sub` is an import of pkg.sub when that is a module.
    runtime_only: leave out `if TYPE_CHECKING:` blocks (names for the type checker,
    never executed, so they cannot make an import cycle)."""
    module = module_name(path, root)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]

    def owner(name: str) -> str | None:  # the module a dotted name lives in
        while name not in modules and "." in name:
            name = name.rsplit(".", 1)[0]
        return name if name in modules else None

    found: set[str] = set()
    for kind, base, level, imported, type_only in import_statements(path):
        if runtime_only and type_only:
            continue
        if kind == "Import":
            found.update(filter(None, (owner(a) for a in imported)))
        else:
            if level:
                parts = package.split(".")
                up = ".".join(parts[: len(parts) - level + 1])
                base = f"{up}.{base}" if base else up
            else:
                base = base or ""
            for a in imported:
                target = f"{base}.{a}" if f"{base}.{a}" in modules else owner(base)
                if target:
                    found.add(target)
    found.discard(module)
    return found


def import_graph(runtime_only: bool, root: pathlib.Path = ROOT) -> dict[str, set[str]]:
    """module -> the project modules it imports (`quiver.assets` is the assets folder,
    mapped into the package, and counts as a module)."""
    files = {module_name(p, root): p for p in sorted((root / "quiver").rglob("*.py"))}
    modules = set(files) | {"quiver.assets"}
    return {name: project_imports(path, modules, root, runtime_only) for name, path in files.items()}


def layer_of(module: str) -> int:
    for level, members in enumerate(LAYERS):
        if any(module == m or module.startswith(m + ".") for m in members if m != "quiver"):
            return level
    if module == "quiver":
        return 0
    raise AssertionError(f"{module} is in no layer: add it to LAYERS")


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (a list of modules, first == last), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state:
            found = visit(start)
            if found:
                return found
    return None


def test_the_cycle_finder_finds_a_cycle_through_a_lazy_import():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_the_graph_sees_lazy_imports_and_leaves_out_type_checking_blocks(tmp_path):
    probe = tmp_path / "quiver" / "scenes" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from quiver.app import App\n"
        "def f():\n    from ..flow import PuzzleFlow\n    from . import menu\n"
    )
    for name in ("app.py", "flow.py", "scenes/menu.py", "scenes/__init__.py", "__init__.py"):
        (tmp_path / "quiver" / name).touch()
    runtime = import_graph(True, tmp_path)["quiver.scenes.probe"]
    assert runtime == {"quiver.flow", "quiver.scenes.menu"}
    assert import_graph(False, tmp_path)["quiver.scenes.probe"] == runtime | {"quiver.app"}


def test_no_import_cycles_in_the_package():
    """Not even through type-only imports (`if TYPE_CHECKING:`): a helper split out of a
    scene takes a typed value or a narrow protocol, never its owner's class."""
    cycle = find_cycle(import_graph(runtime_only=False))
    assert cycle is None, " -> ".join(cycle or [])


def test_no_module_imports_up_the_layers():
    """engine < generator/shapes < game < render2d/render3d < scenes < app/cli, type-only
    imports included (a scene names the ports of scenes/base.py, never the app)."""
    bad = [
        f"{m} (layer {layer_of(m)}) imports {t} (layer {layer_of(t)})"
        for m, targets in import_graph(runtime_only=False).items()
        for t in sorted(targets)
        if layer_of(t) > layer_of(m)
    ]
    assert not bad, bad


def test_the_mode_map_names_a_scene_for_every_mode_and_agrees_on_gl():
    from quiver.scenes.modes import GL_MODES, MODE_LABELS
    from quiver.scenes.registry import PLAY_SCENES

    assert set(PLAY_SCENES) == set(MODE_LABELS)
    assert {m for m, scene in PLAY_SCENES.items() if scene.uses_gl} == GL_MODES


def test_a_broken_play_scene_raises_instead_of_reading_as_not_available(tmp_path):
    """A bug in the project's own scene module surfaces as that error at import."""
    tree = tmp_path / "tree"
    import shutil

    shutil.copytree(PACKAGE, tree / "quiver", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "assets", tree / "assets")
    broken = tree / "quiver" / "scenes" / "play3d.py"
    broken.write_text(
        broken.read_text(encoding="utf-8") + "\nraise RuntimeError('play3d is broken')\n", encoding="utf-8"
    )
    p = subprocess.run(
        # the scene is imported when its mode is first played (not at start-up)
        [sys.executable, "-c", "from quiver.scenes.registry import play_scene; play_scene('3d')"],
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=120,
        env={**__import__("os").environ, "PYTHONPATH": str(tree)},
    )
    assert p.returncode != 0
    assert "RuntimeError: play3d is broken" in p.stderr


def test_the_menu_starts_without_numpy_glm_or_the_http_client(tmp_path):
    """Issue 26: start-up imports only what the menu draws with. numpy and PyGLM come
    with a 3D view, the HTTP client (urllib.request, ssl) with a leaderboard server,
    `secrets` with a player's name or the server, the menu's other screens when opened."""
    script = (
        "import sys, json\n"
        "import quiver.cli\n"
        "quiver.cli.build_parser()\n"  # what the `quiver` command does first
        "import quiver.app as A\n"
        "app = A.App(sound=False)\n"
        "app.open_window()\n"
        "app.to_menu()\n"
        # secrets (hmac, hashlib, base64: 3.5 ms) only when a token is made; the screens
        # the menu opens (Settings, Daily, Levels, How to play, Enter seed, Quit?) when opened
        "heavy = ('numpy', 'glm', 'pyglm', 'urllib.request', 'ssl', 'http.client', 'secrets',\n"
        "         'quiver.scenes.settings', 'quiver.scenes.daily', 'quiver.scenes.levels',\n"
        "         'quiver.scenes.legend', 'quiver.scenes.seed', 'quiver.scenes.confirm',\n"
        "         'quiver.shapes.png', 'logging.handlers')\n"  # a file read; a log line written
        # Settings' warm-up thread (s213) starts once the first frame is up (it raced the
        # first frame): what is imported is read as it starts; after it, Settings is
        "warm, seen = app.flow.warm_settings, []\n"
        "now = lambda: [app.painter.presents, [m for m in heavy if m in sys.modules]]\n"
        "app.flow.warm_settings = lambda: (seen.append(now()), warm())[1]\n"
        "app.step()\n"
        "assert app.painter.presents == 1\n"
        "app.flow.warming.join(60)\n"
        "print(json.dumps([seen, 'quiver.scenes.settings' in sys.modules]))\n"
        "app.close()\n"
    )
    env = {
        **__import__("os").environ,
        "QUIVER_HOME": str(tmp_path),
        "QUIVER_LESSONS": "0",
        "SDL_VIDEODRIVER": "offscreen",
        "SDL_AUDIODRIVER": "dummy",
    }
    p = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout.strip().splitlines()[-1]) == [[[1, []]], True]  # warmed once, after frame 1
