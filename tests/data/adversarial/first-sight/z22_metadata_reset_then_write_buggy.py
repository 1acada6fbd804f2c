from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        return "none"
    saved = dict(ctx.metadata)
    ctx.metadata = None
    ctx.metadata["restored"] = saved  # expect: DK201
    return "ok"
