from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    return ctx.metadata.get("x")
