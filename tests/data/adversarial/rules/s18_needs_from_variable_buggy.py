from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

NEEDS = [Need("github")]


@tool(name="t", needs=NEEDS)  # expect: DK003
async def t(args, ctx: ToolExecutionContext) -> str:
    return "x"
