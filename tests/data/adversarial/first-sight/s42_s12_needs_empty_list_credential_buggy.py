from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", needs=[])
def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential  # expect: DK101
    return cred.name if cred else "none"
