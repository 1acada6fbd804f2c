from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
async def m(args, ctx: ExecutionContext):
    return list(ctx.metadata.items())  # expect: DK201
