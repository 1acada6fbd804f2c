from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


_SEEN: set = set()


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> bool:
    return ctx.session_id in _SEEN  # expect: DK401
