import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    who = ctx.identity
    tenant = who.tenant if who else "none"
    return tenant
