from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> tuple:
    if ctx.credential is None:
        return ("", 401)
    token = ctx.credential.secret.reveal()
    return (token, 200)  # expect: DK402
