from devkit.agent import ToolExecutionContext, tool, tool_session_key

_COUNTS: dict = {}


@tool(name="count", description="Counts calls in the session.")
def count(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    key = tool_session_key(ctx, "session")  # expect: DK303
    _COUNTS[key] = _COUNTS.get(key, 0) + 1
    return _COUNTS[key]
