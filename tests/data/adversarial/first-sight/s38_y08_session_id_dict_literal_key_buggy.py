from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_SEEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    _SEEN.update({ctx.session_id: args})  # expect: DK401
    return len(_SEEN)
