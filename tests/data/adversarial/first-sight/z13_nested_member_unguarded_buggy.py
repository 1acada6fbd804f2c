from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant.upper() if ctx.identity else ""  # expect: DK201
