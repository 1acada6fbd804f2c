from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    tenant_of = lambda ident=ctx.identity: ident.tenant  # expect: DK201
    return tenant_of()
