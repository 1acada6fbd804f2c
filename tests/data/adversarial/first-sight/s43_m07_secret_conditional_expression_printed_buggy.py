from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    shown = ctx.credential.secret.reveal() if args.debug else "<hidden>"
    print(shown)  # expect: DK402
    return "ok"
