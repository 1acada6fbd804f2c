from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    return {ctx.session_id: args}  # expect: DK401
