from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

def tenant(*, c):
    return c.identity.tenant  # expect: DK201

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return tenant(**{"c": ctx})
