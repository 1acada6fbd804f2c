from devkit.mcp import ExecutionContext, tool


@tool(name="mark")
async def mark(args: dict, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    ctx.metadata |= {"count": len(ctx.metadata)}
    return "ok"
