from typing import Optional

from devkit.agent import ToolExecutionContext


def describe(ctx: Optional[ToolExecutionContext] = None) -> str:
    if ctx.identity is None:  # expect: DK201
        return "-"
    return str(ctx.identity.tenant)
