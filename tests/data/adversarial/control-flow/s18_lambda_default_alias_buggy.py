from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    tenant_of = lambda i=ctx.identity: i.tenant  # expect: DK201
    return tenant_of()
