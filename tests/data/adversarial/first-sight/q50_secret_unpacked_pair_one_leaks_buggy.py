from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    user, tok = ctx.credential.name, ctx.credential.secret.reveal()
    print(user)
    return {"user": user, "auth": {"token": tok}}  # expect: DK402
