from devkit.agent import ToolExecutionContext, tool

_LAST = None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    global _LAST
    _LAST = ctx.run_id
    if _LAST is None:
        return "-"
    return _LAST.upper()
