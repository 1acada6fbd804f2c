from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    value = ctx.credential.secret.reveal()
    if args.quiet:
        value = "<redacted>"
    print(value)  # expect: DK402
    return "ok"
