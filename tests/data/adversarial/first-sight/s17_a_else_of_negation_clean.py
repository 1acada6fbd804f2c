from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        tenant = "-"
    else:
        tenant = ctx.identity.tenant or "-"
    return tenant
