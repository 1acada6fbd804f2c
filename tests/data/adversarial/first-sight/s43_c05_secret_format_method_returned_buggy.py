from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    auth = "token {}".format(ctx.credential.secret.reveal())
    return {"auth": auth}  # expect: DK402
