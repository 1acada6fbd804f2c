"""Declaring mcp tools: `@tool(...)` and `@use_guards(...)`, on functions or methods."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from ..sdk.errors import ToolDeclarationError
from ..sdk.spec import SPEC_ATTRIBUTE, ToolSpec, build_spec
from .context import ExecutionContext

F = TypeVar("F", bound=Callable[..., Any])
GUARDS_ATTRIBUTE = "__devkit_guards__"


class Guard:
    """Base for guards. `can_activate(ctx)` returns True to let the call through and may
    fill `ctx.auth` / `ctx.verified_subject`."""

    def can_activate(self, ctx: ExecutionContext) -> Any:
        raise NotImplementedError


def use_guards(*guards: Any) -> Callable[[F], F]:
    """Attach guards to a tool. Written next to `@tool`, in either order."""
    if not guards:
        raise ToolDeclarationError("use_guards() needs at least one guard")
    for guard in guards:
        if not (isinstance(guard, type) or callable(guard) or hasattr(guard, "can_activate")):
            raise ToolDeclarationError(f"use_guards: {guard!r} is not a guard class or callable")

    def decorate(fn: F) -> F:
        existing = getattr(fn, GUARDS_ATTRIBUTE, ())
        setattr(fn, GUARDS_ATTRIBUTE, (*existing, *guards))
        return fn

    return decorate


def _is_method(fn: Callable[..., Any]) -> bool:
    parts = fn.__qualname__.split(".")
    return len(parts) > 1 and parts[-2] != "<locals>"


def _owner_class(fn: Callable[..., Any]) -> type | None:
    obj: Any = sys.modules.get(fn.__module__)
    for part in fn.__qualname__.split(".")[:-1]:
        obj = getattr(obj, part, None)
    return obj if isinstance(obj, type) else None


def tool(
    fn: F | None = None,
    *,
    name: str | None = None,
    description: str | None = None,
    task_support: bool = False,
) -> Any:
    """Mark `fn(input, ctx)` (or a method `fn(self, input, ctx)`) as an mcp tool."""
    if not isinstance(task_support, bool):
        raise ToolDeclarationError(
            f"tool {name or '?'!r}: task_support must be True or False, got {task_support!r}"
        )

    def decorate(f: F) -> F:
        tool_name = name or f.__name__
        method = _is_method(f)

        # Built on first use: guards may be applied after this decorator, and a method's
        # class does not exist yet while its body is being decorated.
        @functools.cache
        def build() -> ToolSpec:
            return build_spec(
                profile="mcp",
                fn=f,
                name=tool_name,
                description=description,
                context_type=ExecutionContext,
                args_first=True,
                declarations={
                    "guards": tuple(getattr(f, GUARDS_ATTRIBUTE, ())),
                    "task_support": task_support,
                },
                skip_self=method,
                owner=_owner_class(f) if method else None,
            )

        setattr(f, SPEC_ATTRIBUTE, build)
        return f

    return decorate(fn) if fn is not None else decorate
