from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id == ctx.session_id:
        return ctx.run_id.upper()  # expect: DK201
    return "different"
