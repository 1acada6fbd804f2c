import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    who = ctx.identity
    if who is None:
        return None

    def later() -> object:
        return who.tenant  # expect: DK201

    who = ctx.identity if args else None
    return later()
