"""Importing the user's module and finding its tools (the harness runs user code; the checker never does)."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from ..sdk.spec import ToolSpec, get_spec


class ToolNotFound(Exception):
    """The module imported but has no tool by that name; the message lists what it has."""


@dataclass
class FoundTool:
    name: str  # the tool's declared name
    attribute: str  # where it lives in the module: `fn`, `Class`, `Class.method`
    spec: ToolSpec


def import_source(source: str) -> ModuleType:
    """Import FILE.py (by path, its directory put first on sys.path) or a dotted module."""
    path = Path(source)
    if source.endswith(".py") or path.is_file():
        if not path.is_file():
            raise FileNotFoundError(f"no such file: {source}")
        directory = str(path.resolve().parent)
        if directory not in sys.path:
            sys.path.insert(0, directory)
        name = path.stem if path.stem.isidentifier() else "devkit_user_module"
        spec = importlib.util.spec_from_file_location(name, path.resolve())
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot import {source}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return module
    if "" not in sys.path and str(Path.cwd()) not in sys.path:
        sys.path.insert(0, str(Path.cwd()))
    return importlib.import_module(source)


def _defined_here(obj: Any, module: ModuleType) -> bool:
    return getattr(obj, "__module__", module.__name__) == module.__name__


def find_tools(module: ModuleType) -> list[FoundTool]:
    found: list[FoundTool] = []
    plain: list[tuple[str, Any]] = []
    for attribute, obj in vars(module).items():
        if attribute.startswith("__"):
            continue
        spec = get_spec(obj)
        if spec is not None and (_defined_here(obj, module) or not inspect.isclass(obj)):
            found.append(FoundTool(spec.name, attribute, spec))
        elif inspect.isclass(obj) and _defined_here(obj, module):
            for member_name, member in vars(obj).items():
                member_spec = get_spec(member)
                if member_spec is not None:
                    found.append(
                        FoundTool(member_spec.name, f"{attribute}.{member_name}", member_spec)
                    )
        elif inspect.isfunction(obj) and _defined_here(obj, module):
            plain.append((attribute, obj))
    if "devkit.adk" in sys.modules:
        # Plain functions taking a ToolContext are adk tools, unless create_tool already wraps them.
        from ..adk.tool import function_tool, takes_tool_context

        wrapped = {id(t.spec.fn) for t in found}
        for attribute, obj in plain:
            if id(obj) not in wrapped and takes_tool_context(obj):
                spec = function_tool(obj)
                found.append(FoundTool(spec.name, attribute, spec))
    return found


def select_tool(tools: list[FoundTool], wanted: str) -> FoundTool:
    for tool in tools:
        if wanted in (tool.name, tool.attribute, tool.attribute.rsplit(".", 1)[-1]):
            return tool
    listing = ", ".join(sorted({t.name for t in tools})) or "none"
    raise ToolNotFound(f"no tool named {wanted!r}; tools found: {listing}")
