"""Declaring adk tools: `create_tool(...)`, or any function taking a `ToolContext`."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from ..sdk.errors import ToolDeclarationError
from ..sdk.spec import SPEC_ATTRIBUTE, ToolSpec, build_spec, resolved_hints
from .context import ToolContext


class FunctionTool:
    """The result of `create_tool`: a named tool around `fn(args, ctx)`."""

    def __init__(self, spec: ToolSpec, schema: type[BaseModel] | None) -> None:
        self.name = spec.name
        self.description = spec.description
        self.schema = schema
        self.fn = spec.fn
        setattr(self, SPEC_ATTRIBUTE, spec)

    def __call__(self, args: Any, ctx: ToolContext) -> Any:
        return self.fn(args, ctx)

    def __repr__(self) -> str:
        return f"<FunctionTool {self.name!r}>"


def create_tool(
    *,
    name: str | None = None,
    description: str = "",
    schema: type[BaseModel] | None = None,
    fn: Callable[..., Any] | None = None,
) -> FunctionTool:
    """Build a tool from `fn(args, ctx)`; `schema` is the pydantic model of `args`."""
    label = name or getattr(fn, "__name__", "?")
    if fn is None:
        raise ToolDeclarationError(
            f"create_tool {label!r}: fn= is required (the function the tool runs)"
        )
    if not callable(fn):
        raise ToolDeclarationError(
            f"create_tool {label!r}: fn must be callable, got {type(fn).__name__}"
        )
    if schema is not None and not (isinstance(schema, type) and issubclass(schema, BaseModel)):
        raise ToolDeclarationError(
            f"create_tool {label!r}: schema must be a pydantic model class, got {schema!r}"
        )
    if name is None and getattr(fn, "__name__", "<lambda>") == "<lambda>":
        raise ToolDeclarationError("create_tool: name= is required when fn is a lambda")
    spec = build_spec(
        profile="adk",
        fn=fn,
        name=name,
        description=description,
        context_type=ToolContext,
        args_model=schema,
        args_first=True,
    )
    return FunctionTool(spec, schema)


def takes_tool_context(fn: Any) -> bool:
    """True for a plain function with a parameter annotated `ToolContext`."""
    if not inspect.isfunction(fn):
        return False
    hints = resolved_hints(fn)
    return any(h is ToolContext or h == "ToolContext" for h in hints.values())


def function_tool(fn: Callable[..., Any]) -> ToolSpec:
    """The spec of a plain function tool: its other parameters become the args model."""
    return build_spec(profile="adk", fn=fn, name=None, description=None, context_type=ToolContext)
