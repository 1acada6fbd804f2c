import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="inventory")
async def inventory(args, ctx: ToolExecutionContext):
    if not ctx.has_artifacts:
        return []
    return await asyncio.wait_for(ctx.artifacts.list(), 5)  # expect: DK005
