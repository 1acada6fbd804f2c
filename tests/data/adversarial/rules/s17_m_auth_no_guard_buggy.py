from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "-"
    return ctx.auth.subject  # expect: DK106
