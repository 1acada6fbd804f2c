from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant  # devkit: ignore[DK101]  # expect: DK201
