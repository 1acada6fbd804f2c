from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> list[str]:
    return [ident.tenant for ident in [ctx.identity] if ident]
