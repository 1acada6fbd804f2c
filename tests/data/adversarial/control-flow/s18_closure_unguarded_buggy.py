from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity

    def tenant() -> str:
        return ident.tenant  # expect: DK201

    return tenant()
