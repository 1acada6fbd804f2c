from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def has_identity(ctx: ToolExecutionContext) -> bool:
    return ctx.identity is not None


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    has_identity(ctx)
    return str(ctx.identity.principal)  # expect: DK201
