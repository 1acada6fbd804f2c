from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_STATE: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    key = tool_session_key(ctx, "session")  # expect: DK303
    _STATE[key] = _STATE.get(key, 0) + 1
    return _STATE[key]
