"""The tool surface of a file: every tool found, with what it reads from its context.

`devkit tools` prints it; a reviewer or a CI gate diffs it between commits. It runs the
same discovery and analysis as `devkit check` (one engine), without the rules.
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from ..profiles import may_need_analysis
from .config import Config
from .depth import deep_recursion
from .engine import decode_source, profile_view
from .guard import chain_problem, cpython_rejects
from .imports import collect_imports
from .model import build_model
from .parsing import parse_module
from .positions import PositionIndex


class NotRead(Exception):
    """A file whose tools cannot be listed, and why (it may hold some)."""


def tool_surface(data: bytes, path: str, config: Config) -> list[dict[str, Any]]:
    """One entry per tool in the file (an empty list for a file no profile applies to)."""
    if not may_need_analysis(data):
        return []
    text, _problem, _line = decode_source(data)
    if text is None or cpython_rejects(text):
        return []  # (what `devkit check` reports as DK001)
    unreadable = chain_problem(text)
    if unreadable is not None:
        raise NotRead(unreadable)
    with deep_recursion():
        return _surface(text, path, config)


def _surface(text: str, path: str, config: Config) -> list[dict[str, Any]]:
    try:
        module = parse_module(text)
    except Exception:
        return []
    imports = collect_imports(module)
    if not imports.profiles:
        return []
    model = build_model(module, imports, view=profile_view(imports, path, config))
    by_statement: dict[int, list[cst.CSTNode]] = {}
    for tool in model.tools:
        by_statement.setdefault(tool.statement, []).append(tool.report_node)
    spans = PositionIndex(module, text).spans(by_statement)
    surface = []
    for tool in model.tools:
        span = spans.get(id(tool.report_node))
        members: dict[str, str] = {}
        for analysis in model.analyses_of(tool):
            for access in analysis.accesses:
                if access.field is not None:
                    members.setdefault(access.field.spelled, str(access.field.presence))
        profile = tool.profile
        surface.append(
            {
                "profile": profile.name,
                "framework_version": f"{profile.version}.x" if profile.version else None,
                "version_reason": profile.version_reason or None,
                "name": tool.name,
                "kind": tool.kind,
                "path": path,
                "line": span.line if span else None,
                "function": tool.entry.name,
                "context_parameter": sorted(tool.entry.ctx_params)[0]
                if tool.entry.ctx_params
                else None,
                "declarations": {
                    name: list(value.items) if value.items else value.present
                    for name, value in tool.declarations.items()
                },
                "members": [
                    {"member": name, "presence": presence}
                    for name, presence in sorted(members.items())
                ],
            }
        )
    return surface
