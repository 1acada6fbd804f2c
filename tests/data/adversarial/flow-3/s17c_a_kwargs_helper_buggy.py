from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def principal(ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal  # expect: DK201


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return principal(**{"ctx": ctx})
