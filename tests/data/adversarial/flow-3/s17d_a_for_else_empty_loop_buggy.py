from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is None:
            break
    else:
        return ctx.identity.principal  # expect: DK201
    return "-"
