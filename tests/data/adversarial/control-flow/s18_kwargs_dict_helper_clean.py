from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def tenant(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant if ctx.identity else "-"


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return tenant(**{"ctx": ctx})
