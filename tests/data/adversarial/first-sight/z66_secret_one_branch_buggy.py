from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    shown = "***"
    if args.debug:
        shown = ctx.credential.secret.reveal()
    print(shown)  # expect: DK402
    return "ok"
