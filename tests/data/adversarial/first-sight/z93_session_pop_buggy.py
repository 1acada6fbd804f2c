from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    _CACHE.pop(ctx.session_id, None)  # expect: DK401
    return "ok"
