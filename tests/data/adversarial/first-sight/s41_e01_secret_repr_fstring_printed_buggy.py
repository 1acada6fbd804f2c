from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    token = ctx.credential.secret.reveal()
    print(f"token={token!r}")  # expect: DK402
    return "ok"
