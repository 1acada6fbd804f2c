from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    ctx.logger.info(f"running {ctx.tool_name or '?'}")
    return "ok"
