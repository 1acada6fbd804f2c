from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_SEEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    sid = ctx.session_id
    if sid is None:
        return 0
    _SEEN[sid] = _SEEN.get(sid, 0) + 1  # expect: DK401
    return _SEEN[sid]  # expect: DK401
