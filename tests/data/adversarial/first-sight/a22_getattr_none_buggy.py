from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return getattr(ctx, "identity", None).tenant  # expect: DK201
