from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    return {"session": ctx.session_id, "args": args}
