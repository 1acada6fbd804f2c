from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    return len(ctx.metadata)
