from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    run_id = ctx.run_id
    if not run_id:
        return "no run"
    parts = run_id.split("-")
    return parts[0]
