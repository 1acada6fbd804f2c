from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="pair", description="Pairs the user with a session.", needs=[Need("github")])
def pair(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    user, token = args.user, ctx.credential.secret.reveal()
    return {"user": user, "auth": token}  # expect: DK402
