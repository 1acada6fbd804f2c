from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> bool:
    return hasattr(ctx.credentials, "get")  # expect: DK202
