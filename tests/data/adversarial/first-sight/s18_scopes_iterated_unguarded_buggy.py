from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> list[str]:
    return [s for s in ctx.teardown_scopes]  # expect: DK201
