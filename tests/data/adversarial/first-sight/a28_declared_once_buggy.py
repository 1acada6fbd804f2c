from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    return ctx.credential.name  # expect: DK101
