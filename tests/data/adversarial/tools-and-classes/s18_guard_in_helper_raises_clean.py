from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def require_identity(ctx: ToolExecutionContext) -> None:
    if ctx.identity is None:
        raise PermissionError("who are you?")


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.principal)
