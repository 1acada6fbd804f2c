from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    if None is ctx.run_id:
        return ""
    return ctx.run_id.upper()
