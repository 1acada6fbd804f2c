from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is not None:
            break
    else:
        return "none"
    return ctx.identity.tenant
