from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity

    def tenant() -> str:
        return ident.tenant or ""  # expect: DK201

    return tenant()
