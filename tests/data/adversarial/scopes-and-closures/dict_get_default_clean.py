from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    meta = ctx.metadata or {}
    return meta.get("k", "x").upper()
