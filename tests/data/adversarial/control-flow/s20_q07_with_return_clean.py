from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    with contextlib.nullcontext():
        if ctx.run_id is None:
            return ""
    return ctx.run_id.upper()
