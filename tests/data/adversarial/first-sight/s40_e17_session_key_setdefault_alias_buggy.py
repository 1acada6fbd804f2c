from devkit.agent import ToolExecutionContext, tool

_SEEN: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    sid = ctx.session_id
    if not sid:
        return 0
    return _SEEN.setdefault(sid, 0)  # expect: DK401
