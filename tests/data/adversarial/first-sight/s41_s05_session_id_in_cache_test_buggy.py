from devkit.agent import ToolExecutionContext, tool

_seen: set = set()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    first = ctx.session_id not in _seen  # expect: DK401
    _seen.add(ctx.session_id)
    return first
