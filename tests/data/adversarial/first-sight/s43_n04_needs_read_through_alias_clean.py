from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    c = ctx
    cred = c.credential
    return cred.name if cred is not None else "-"
