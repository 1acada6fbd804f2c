from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    key = tool_session_key(ctx, "session")  # expect: DK303
    _CACHE[key] = 1
    return 1
