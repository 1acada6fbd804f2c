from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.run_id is None:
            return ""
        run = ctx.run_id.upper()
    finally:
        print("done")
    return run + ctx.run_id
