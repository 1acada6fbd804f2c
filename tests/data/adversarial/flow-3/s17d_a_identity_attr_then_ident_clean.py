from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    tenant = ctx.identity.tenant if ctx.identity is not None else None
    return tenant.upper() if tenant else "-"
