import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    who = ctx.identity
    assert who, "anonymous"
    return who.tenant
