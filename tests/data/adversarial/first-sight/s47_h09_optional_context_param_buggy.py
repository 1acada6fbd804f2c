from typing import Optional

from devkit.agent import ToolExecutionContext


def call_id(ctx: Optional[ToolExecutionContext] = None) -> str:
    return ctx.tool_call_id  # expect: DK201
