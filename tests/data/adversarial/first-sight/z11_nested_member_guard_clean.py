from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None or ctx.identity.tenant is None:
        return ""
    return ctx.identity.tenant.upper()
