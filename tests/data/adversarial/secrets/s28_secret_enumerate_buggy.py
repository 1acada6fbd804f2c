from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    token = ctx.credential.secret.reveal()
    for position, part in enumerate(token.split(".")):
        print(position, part)  # expect: DK402
    return "ok"
