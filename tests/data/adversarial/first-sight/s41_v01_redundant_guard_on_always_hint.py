from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.tool_call_id is not None:  # expect: DK205
        return ctx.tool_call_id
    return ""
