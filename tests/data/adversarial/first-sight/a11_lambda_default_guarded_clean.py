from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    tenant_of = lambda ident=ctx.identity: ident.tenant
    return tenant_of()
