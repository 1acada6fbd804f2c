from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    parts = [ctx.credential.name, ctx.credential.secret.reveal()]
    print(*parts)  # expect: DK402
    return "ok"
