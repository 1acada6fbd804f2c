from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    token = ctx.credential.secret.reveal()
    args.client.login(token)
    token = "<redacted>"
    print("logged in with", token)
    return "ok"
