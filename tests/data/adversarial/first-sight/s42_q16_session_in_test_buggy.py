from devkit.agent import ToolExecutionContext, tool

_seen: set[str] = set()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    if ctx.session_id and ctx.session_id in _seen:  # expect: DK401
        return True
    return False
