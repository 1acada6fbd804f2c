from typing import Optional, TypeAlias

from devkit.agent import ToolExecutionContext

MaybeContext: TypeAlias = ToolExecutionContext | None
Fallback = Optional[ToolExecutionContext]
Context = ToolExecutionContext


def step(context: MaybeContext) -> int:
    if context is None:
        return 0
    return context.iteration


def label(context: Fallback) -> str:
    return context.tool_call_id if context is not None else ""


def call_id(context: Context) -> str:
    return context.tool_call_id
