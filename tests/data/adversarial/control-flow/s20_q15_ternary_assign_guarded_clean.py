from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext, prefer_run: bool = True) -> str:
    key = ctx.run_id if prefer_run and ctx.run_id is not None else ctx.tool_call_id
    return key.upper()
