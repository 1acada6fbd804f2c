from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.metadata is not None:
        ctx.metadata = load(args)
        ctx.metadata["k"] = 1  # expect: DK201
