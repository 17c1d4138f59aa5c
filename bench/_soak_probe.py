"""What bench/soak.py samples: memory, GL objects alive, Surfaces and fonts, cache sizes."""

from __future__ import annotations

import gc
import sys
import weakref

# the Context methods that make a GL object, by the name the table gives its count
_MAKERS = {
    "buffer": "buf",
    "vertex_array": "vao",
    "simple_vertex_array": "vao",
    "texture": "tex",
    "texture_array": "tex",
    "texture3d": "tex",
    "depth_texture": "tex",
    "texture_cube": "tex",
    "framebuffer": "fbo",
    "simple_framebuffer": "fbo",
    "renderbuffer": "rbo",
    "depth_renderbuffer": "rbo",
    "program": "prog",
    "sampler": "smp",
    "query": "query",
}


class GlCount:
    """Every moderngl object made from now on, until its release(): moderngl (gc_mode None,
    its default) frees nothing on garbage collection, so an object dropped unreleased stays
    in the driver, and only a count kept at its making sees it."""

    def __init__(self) -> None:
        import moderngl

        self.live: dict[int, str] = {}  # id(mglo) -> kind
        self._real: list[tuple[type, str, object]] = []  # what undo() puts back
        for method, kind in _MAKERS.items():
            real = getattr(moderngl.Context, method, None)
            if real is not None:
                self._swap(moderngl.Context, method, self._maker(real, kind))
        for cls in {getattr(moderngl, n) for n in ("Buffer", "VertexArray", "Texture", "TextureArray",
                                                    "Texture3D", "TextureCube", "Framebuffer",
                                                    "Renderbuffer", "Program", "Sampler", "Query")
                    if hasattr(getattr(moderngl, n, None), "release")}:  # fmt: skip
            self._swap(cls, "release", self._releaser(cls.release))
        real_ctx_release = moderngl.Context.release

        def ctx_release(ctx, *a, **k):
            self.live.clear()  # (the whole context goes, and everything in it)
            return real_ctx_release(ctx, *a, **k)

        self._swap(moderngl.Context, "release", ctx_release)

    def _swap(self, cls: type, name: str, new) -> None:
        self._real.append((cls, name, cls.__dict__[name]))
        setattr(cls, name, new)

    def undo(self) -> None:
        """moderngl as it was (a test's count ends with the test)."""
        while self._real:
            cls, name, real = self._real.pop()
            setattr(cls, name, real)

    def _maker(self, real, kind: str):
        def make(ctx, *a, **k):
            obj = real(ctx, *a, **k)
            self.live[id(obj.mglo)] = kind
            return obj

        return make

    def _releaser(self, real):
        def release(obj, *a, **k):
            self.live.pop(id(getattr(obj, "mglo", None)), None)
            return real(obj, *a, **k)

        return release

    def alive(self) -> dict[str, int]:
        out = dict.fromkeys(sorted(set(_MAKERS.values()) - {"smp", "query", "rbo"}), 0)
        for kind in self.live.values():
            out[kind] = out.get(kind, 0) + 1
        return {f"gl_{k}": n for k, n in out.items()}


def rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def objects() -> dict[str, int]:
    """Scenes and boards alive (a left scene still held is a leak: everything it drew with
    goes with it), and pygame Surfaces and Fonts held anywhere a Python container can reach
    (they are not tracked by the garbage collector themselves: one step from every object
    that is)."""
    import pygame

    from quiver.engine.board import Board
    from quiver.scenes.base import Scene

    seen: set[int] = set()
    surf = font = scenes = boards = pixels = 0
    kinds = (pygame.Surface, pygame.font.Font)
    for holder in gc.get_objects():
        scenes += isinstance(holder, Scene)
        boards += isinstance(holder, Board)
        for o in gc.get_referents(holder):
            if isinstance(o, kinds) and id(o) not in seen:
                seen.add(id(o))
                if isinstance(o, pygame.Surface):
                    surf += 1
                    pixels += o.get_bytesize() * o.get_width() * o.get_height()
                else:
                    font += 1
    return {"scenes": scenes, "boards": boards, "surfaces": surf, "surf_mib": pixels / 2**20, "fonts": font}


_TABLES = (dict, list, set, weakref.WeakKeyDictionary)


def caches() -> dict[str, int]:
    """Every cache the game's modules hold: lru_caches' entries, and the module-level dicts,
    lists and weak dicts named in capitals (the project's way to name a module's table)."""
    out: dict[str, int] = {}
    seen: set[int] = set()  # (a table a package re-exports is counted once)
    for name, mod in list(sys.modules.items()):
        if not name.startswith("quiver") or mod is None:
            continue
        for attr, value in list(vars(mod).items()):
            if getattr(value, "__module__", name) != name or id(value) in seen:
                continue  # (an import: counted in its own module)
            seen.add(id(value))
            info = getattr(value, "cache_info", None)
            if callable(info):
                out[f"{name}.{attr}"] = info().currsize
            elif attr.lstrip("_").isupper() and isinstance(
                value, dict | list | set | weakref.WeakKeyDictionary
            ):
                out[f"{name}.{attr}"] = len(value)
    return out


def header(cols: list[str]) -> str:
    return "  ".join(f"{c:<14}" if c == "stage" else f"{c:>{max(len(c), 6)}}" for c in cols)
