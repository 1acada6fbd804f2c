from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            return "-"
        case _:
            return ctx.identity.tenant
