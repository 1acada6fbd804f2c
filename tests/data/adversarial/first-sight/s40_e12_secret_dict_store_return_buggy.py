from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = {}
    headers["Authorization"] = "Bearer %s" % ctx.credential.secret.reveal()
    return headers  # expect: DK402
