import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    if ctx.metadata is not None:
        await asyncio.sleep(0)
        ctx.metadata["touched"] = True
    return "ok"
