from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    retries = 3
    while retries:
        if ctx.identity is not None:
            break
        retries -= 1
    else:
        return "none"
    return str(ctx.identity.conversation)
