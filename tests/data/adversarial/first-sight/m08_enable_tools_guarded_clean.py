from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    enable = ctx.enable_tools
    if enable is None:
        return "static tool list"
    enable(["search"])
    return "enabled"
