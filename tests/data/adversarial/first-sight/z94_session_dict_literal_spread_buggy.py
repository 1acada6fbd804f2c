from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict:
    state = {"a": 1}
    return {**state, ctx.session_id: 1}  # expect: DK401
