from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> list:
    if not ctx.has_artifacts:
        return []
    return ctx.artifacts.list()
