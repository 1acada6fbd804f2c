from devkit.agent import ToolExecutionContext, tool


def _label(ctx: ToolExecutionContext) -> str:
    if ctx.run_id is not None:
        return ctx.run_id
    if ctx.session_id:
        return ctx.session_id
    return "local"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _label(ctx).upper()
