import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.identity is not None:
        pass
    else:
        raise PermissionError("anonymous")
    return ctx.identity.tenant
