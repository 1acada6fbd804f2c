from devkit.agent import ToolExecutionContext, tool

_SEEN: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    sid = ctx.session_id
    if sid is None:
        return 0
    count = _SEEN.get(sid, 0) + 1  # expect: DK401
    _SEEN[sid] = count  # expect: DK401
    return count
