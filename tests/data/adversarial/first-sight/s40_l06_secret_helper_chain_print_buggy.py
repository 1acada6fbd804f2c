from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(token: str) -> str:
    return "Bearer " + token


def _header(token: str) -> str:
    return "Authorization: " + _bearer(token)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    print(_header(ctx.credential.secret.reveal()))  # expect: DK402
    return "ok"
