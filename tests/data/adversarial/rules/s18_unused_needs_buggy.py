from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t", needs=[Need("github")])  # expect: DK102
async def t(args, ctx: ToolExecutionContext) -> str:
    return "x"
