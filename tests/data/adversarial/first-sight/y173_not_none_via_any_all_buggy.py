import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if all([ctx.identity, ctx.signal]):
        print("both")
    return ctx.signal.aborted  # expect: DK201
