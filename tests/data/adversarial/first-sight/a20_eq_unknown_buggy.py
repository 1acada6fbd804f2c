from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.run_id == args.expected_run:
        return ctx.run_id.upper()  # expect: DK201
    if ctx.session_id == "fixed":
        return ctx.session_id.upper()
    return None
