from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.run_id is not None:
            break
    else:
        return ""
    return ctx.run_id.upper()
