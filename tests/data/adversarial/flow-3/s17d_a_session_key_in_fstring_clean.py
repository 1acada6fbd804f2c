from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


_CACHE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.identity is None or ctx.session_id is None:
        return 0
    key = f"{ctx.identity.tenant}:{ctx.identity.principal}:{ctx.session_id}"
    return _CACHE.get(key, 0)
