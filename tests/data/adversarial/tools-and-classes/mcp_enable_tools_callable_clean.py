from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
async def m(args, ctx: ExecutionContext):
    if callable(ctx.enable_tools):
        ctx.enable_tools(["x"])
