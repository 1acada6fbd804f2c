from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


_CACHE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    return _CACHE.get(ctx.session_id, 0)  # expect: DK401
