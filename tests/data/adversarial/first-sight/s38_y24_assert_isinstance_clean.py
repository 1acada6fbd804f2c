from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    rid = ctx.run_id
    assert isinstance(rid, str), "runs only"
    return rid.lower()
