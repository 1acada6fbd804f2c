from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    token = ctx.credential.secret.reveal()
    print(repr(token))  # expect: DK402
    return "ok"
