from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", needs=[Need("github")])  # expect: DK102
async def t(args, ctx: ToolExecutionContext) -> str:
    return "ok"
