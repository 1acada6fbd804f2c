from devkit.agent import ToolExecutionContext, tool, tool_session_key

_live: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")  # expect: DK303
    _live.setdefault(key, []).append(args.item)
    return key
