from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    ctx.enable_tools(["search"])  # expect: DK201
    return "ok"
