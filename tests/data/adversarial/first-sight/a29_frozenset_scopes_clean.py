from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    scopes = frozenset(ctx.teardown_scopes or ())
    key = tool_session_key(ctx, "run")
    if "run" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key=key)
    return key
