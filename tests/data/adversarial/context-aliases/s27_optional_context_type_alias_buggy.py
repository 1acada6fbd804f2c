from typing import Optional, TypeAlias

from devkit.agent import ToolExecutionContext

MaybeContext: TypeAlias = ToolExecutionContext | None
Fallback = Optional[ToolExecutionContext]
Written: TypeAlias = "ToolExecutionContext | None"


def step(context: MaybeContext) -> int:
    return context.iteration  # expect: DK201


def label(context: Fallback) -> str:
    return context.tool_call_id  # expect: DK201


def tenant(context: Written) -> str:
    if context is None:
        return ""
    return context.identity.tenant or ""  # expect: DK201
