from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["calls"] = ctx.metadata.get("calls", 0) + 1
    return ctx.metadata
