from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.identity and not ctx.signal:
        return "-"
    return ctx.identity.principal  # expect: DK201
