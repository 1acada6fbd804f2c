from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            return "anonymous"
        out = ctx.identity.principal
    finally:
        print("done for", ctx.identity.tenant)  # expect: DK201
    return out
