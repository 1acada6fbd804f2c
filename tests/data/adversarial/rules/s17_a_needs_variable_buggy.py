from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


NEEDS = [Need("github")]


@tool(name="t", needs=NEEDS)  # expect: DK003
async def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.credential.name if ctx.credential else "-"
