from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if (ident := ctx.identity) is None or not ident.tenant:
        return ""
    return ident.tenant.upper()
