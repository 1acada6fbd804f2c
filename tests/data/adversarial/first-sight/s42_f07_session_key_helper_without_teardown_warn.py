from devkit.agent import ToolExecutionContext, tool, tool_session_key

_carts: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    key = tool_session_key(ctx, "session")  # expect: DK303
    _carts.setdefault(key, []).append(args.item)
    return len(_carts[key])
