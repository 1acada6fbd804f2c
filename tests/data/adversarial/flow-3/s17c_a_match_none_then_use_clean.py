from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            return "-"
    return ctx.identity.principal
