from devkit.agent import Need, ToolExecutionContext, tool


class AuthFailed(Exception):
    pass


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    token = ctx.credential.secret.reveal()
    if not args.client.login(token):
        raise AuthFailed("login refused", token)  # expect: DK402
    return "ok"
