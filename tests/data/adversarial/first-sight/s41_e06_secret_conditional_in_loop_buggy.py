from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    token = ctx.credential.secret.reveal()
    shown = ""
    for attempt in range(3):
        shown = token if attempt == 2 else "***"
    print("last attempt used", shown)  # expect: DK402
    return "ok"
