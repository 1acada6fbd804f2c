from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.metadata is not None and ctx.metadata.get("a") is not None:
        return ctx.metadata.get("a").upper()
