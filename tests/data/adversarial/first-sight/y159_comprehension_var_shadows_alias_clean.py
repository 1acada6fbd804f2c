import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    who = ctx.identity
    if who is None:
        return None
    names = [who for who in ["a", "b"]]
    return (names, who.tenant)
