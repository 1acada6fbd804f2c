from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    return dict(user=ctx.credential.name, token=ctx.credential.secret.reveal())  # expect: DK402
