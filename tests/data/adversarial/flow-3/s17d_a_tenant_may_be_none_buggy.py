from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "-"
    return ctx.identity.tenant.upper()  # expect: DK201
