from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])  # expect: DK102
def gh(args, ctx: ToolExecutionContext) -> str:
    return ctx.tool_call_id
