from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext, other=None) -> str:
    if ctx.run_id == other:
        return ctx.run_id.upper()  # expect: DK201
    return ""
