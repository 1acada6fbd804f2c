from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext, flag: bool = True) -> str:
    label = ctx.tool_call_id if flag else ctx.run_id
    return label.upper()  # expect: DK201
