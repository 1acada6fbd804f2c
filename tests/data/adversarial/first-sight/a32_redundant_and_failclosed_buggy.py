from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.tool_call_id is not None:  # expect: DK205
        print(ctx.tool_call_id)
    if not ctx.artifacts:  # expect: DK202
        return None
    return ctx.artifacts.list()
