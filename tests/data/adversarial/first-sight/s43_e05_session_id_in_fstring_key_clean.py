from devkit.agent import ToolExecutionContext, tool

_SEEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:
        return "-"
    print(f"session {ctx.session_id}")
    return ctx.session_id
