from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            return "none"
        return ctx.identity.tenant
    finally:
        print("done for", ctx.identity.principal)  # expect: DK201
