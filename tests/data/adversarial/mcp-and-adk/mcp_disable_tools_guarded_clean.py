from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    disable = ctx.disable_tools
    if disable is not None:
        disable(["x"])
