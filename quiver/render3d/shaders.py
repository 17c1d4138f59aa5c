"""Shader programs from assets/shaders: one .glsl file per program, both stages in it.

The loader compiles a file twice, with VERTEX_SHADER or FRAGMENT_SHADER defined right
after its ``#version 330`` line. A line ``#include "name.glsl"`` is replaced by the
snippet assets/shaders/include/name.glsl (code several programs share; snippets do not
include others). ``#line`` directives keep compiler messages on the file's own lines.
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["load_program", "shader_path", "shader_source"]

VERSION = "#version 330"
_INCLUDE = re.compile(r'^[ \t]*#include[ \t]+"([\w.-]+)"[ \t]*$', re.MULTILINE)


def shader_path(name: str) -> Path:
    """assets/shaders/<name>.glsl"""
    from quiver.assets import ASSETS_DIR

    return ASSETS_DIR / "shaders" / f"{name}.glsl"


def _expand_includes(body: str, first_line: int) -> str:
    """`body` with each include line replaced by its snippet, followed by a ``#line``
    that resumes the file's numbering (`first_line` is the number of body's first line)."""
    out, pos = [], 0
    for m in _INCLUDE.finditer(body):
        snippet = (
            shader_path("include/" + m.group(1).removesuffix(".glsl"))
            .read_text(encoding="utf-8")
            .rstrip("\n")
        )
        line = first_line + body.count("\n", 0, m.start())
        out += [body[pos : m.start()], snippet, f"\n#line {line + 1}"]
        pos = m.end()
    out.append(body[pos:])
    return "".join(out)


def shader_source(name: str, stage: str) -> str:
    """The source compiled for one stage ('VERTEX_SHADER' or 'FRAGMENT_SHADER')."""
    src = shader_path(name).read_text(encoding="utf-8")
    head, found, body = src.partition(VERSION)
    if not found:
        raise ValueError(f"shader {name} has no '{VERSION}' line")
    first_line = head.count("\n") + 1  # body starts on the #version line
    return f"{VERSION}\n#define {stage}\n#line {first_line}\n" + _expand_includes(body, first_line)


def load_program(ctx, name: str):
    """Compile assets/shaders/<name>.glsl into a moderngl Program."""
    return ctx.program(
        vertex_shader=shader_source(name, "VERTEX_SHADER"),
        fragment_shader=shader_source(name, "FRAGMENT_SHADER"),
    )
