import asyncio

from devkit.agent import ToolExecutionContext, tool


async def identity_of(c: ToolExecutionContext):
    return c.identity


@tool(name="tenant")
async def tenant(args, ctx: ToolExecutionContext):
    ident = await asyncio.wait_for(identity_of(ctx), 5)
    return ident.tenant  # expect: DK201
