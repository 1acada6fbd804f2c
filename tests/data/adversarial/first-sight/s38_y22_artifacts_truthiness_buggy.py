from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    if not ctx.artifacts:  # expect: DK202
        return []
    return ctx.artifacts.list()
