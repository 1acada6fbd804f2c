from devkit.mcp import ExecutionContext, tool


@tool(name="count")
async def count(args, ctx: ExecutionContext) -> None:
    ctx.metadata["calls"] += 1  # expect: DK201
    del ctx.metadata["stale"]
