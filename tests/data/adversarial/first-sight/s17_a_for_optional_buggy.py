from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> list:
    return [s for s in ctx.teardown_scopes]  # expect: DK201
