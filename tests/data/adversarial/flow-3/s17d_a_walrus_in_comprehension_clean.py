from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> list:
    return [p for _ in range(1) if (p := ctx.identity) is not None and p.tenant]
