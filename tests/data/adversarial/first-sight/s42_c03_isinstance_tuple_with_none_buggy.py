from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if isinstance(ctx.run_id, (str, type(None))):
        return ctx.run_id.upper()  # expect: DK201
    return ""
