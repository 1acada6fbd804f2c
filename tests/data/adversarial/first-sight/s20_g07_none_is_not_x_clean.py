from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if None is not ctx.run_id:
        return ctx.run_id.upper()
    return ""
