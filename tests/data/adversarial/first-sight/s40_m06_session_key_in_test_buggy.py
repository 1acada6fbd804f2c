from devkit.agent import ToolExecutionContext, tool

_ACTIVE: set[str] = set()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    sid = ctx.session_id
    return sid is not None and sid in _ACTIVE  # expect: DK401
