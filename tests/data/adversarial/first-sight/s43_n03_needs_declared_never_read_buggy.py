from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])  # expect: DK102
def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.tool_call_id
