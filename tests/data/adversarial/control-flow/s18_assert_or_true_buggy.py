from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    assert ctx.identity or True
    return ctx.identity.tenant  # expect: DK201
