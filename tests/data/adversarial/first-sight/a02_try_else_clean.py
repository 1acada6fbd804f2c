from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        ident = ctx.identity
        if ident is None:
            raise LookupError("no identity")
    except LookupError:
        return None
    else:
        return ident.tenant
