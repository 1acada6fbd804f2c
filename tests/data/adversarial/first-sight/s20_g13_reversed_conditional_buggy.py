from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return "adhoc" if ctx.run_id is None else ctx.run_id  # expect: DK204
