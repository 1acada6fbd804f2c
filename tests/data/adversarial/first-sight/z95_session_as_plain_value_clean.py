from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict:
    return dict(session=ctx.session_id, call=ctx.tool_call_id)
