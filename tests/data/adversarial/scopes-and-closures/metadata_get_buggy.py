from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.metadata is None:
        return None
    return ctx.metadata.get("k").upper()  # expect: DK201
