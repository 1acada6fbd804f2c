from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    ids = [ctx.run_id, ctx.session_id]
    return [i.upper() for i in ids if i is not None]
