from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if isinstance(ctx.identity, (MemoryIdentity, type(None))):
        return ctx.identity.tenant  # expect: DK201
    return None
