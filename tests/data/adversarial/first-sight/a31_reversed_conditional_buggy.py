from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    run = "local" if ctx.run_id is None else ctx.run_id  # expect: DK204
    if ctx.session_id is None:
        return "no session: " + run
    return run
