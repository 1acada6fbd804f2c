from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    ident = ctx.identity

    def show() -> str:
        return ident.principal or "-"

    return show()
