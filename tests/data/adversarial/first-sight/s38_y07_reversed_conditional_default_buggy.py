from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    label = "local" if ctx.run_id is None else ctx.run_id  # expect: DK204
    return label
