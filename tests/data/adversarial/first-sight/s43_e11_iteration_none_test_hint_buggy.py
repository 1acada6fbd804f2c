from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.tool_call_id is None:  # expect: DK205
        return "-"
    return ctx.tool_call_id
