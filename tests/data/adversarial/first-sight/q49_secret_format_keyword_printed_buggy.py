from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    header = "Bearer {t}".format(t=ctx.credential.secret.reveal())
    print(header)  # expect: DK402
    return "ok"
