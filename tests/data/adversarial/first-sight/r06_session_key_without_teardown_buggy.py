from devkit.agent import ToolExecutionContext, tool, tool_session_key

_STORE: dict = {}


@tool(name="remember", description="d")
def remember(args: dict, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")  # expect: DK303
    _STORE[key] = args.get("value")
    return "ok"
