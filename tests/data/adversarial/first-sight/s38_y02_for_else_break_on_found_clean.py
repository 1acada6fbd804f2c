from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is not None:
            break
    else:
        return "nobody"
    return ctx.identity.tenant
