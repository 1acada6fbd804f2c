from devkit.mcp import ExecutionContext, tool


@tool(name="count")
async def count(args: dict, ctx: ExecutionContext) -> int:
    ctx.metadata.setdefault("calls", 0)  # expect: DK201
    ctx.metadata["calls"] += 1
    return ctx.metadata["calls"]
