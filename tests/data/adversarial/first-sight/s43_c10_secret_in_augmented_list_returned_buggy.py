from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.credential is None:
        return []
    parts = ["curl", args.url]
    parts += ["-H", "Authorization: " + ctx.credential.secret.reveal()]
    return parts  # expect: DK402
