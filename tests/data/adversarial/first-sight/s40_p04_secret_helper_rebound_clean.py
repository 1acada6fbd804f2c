from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(token: str) -> str:
    return "Bearer " + token


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    auth = _bearer(ctx.credential.secret.reveal())
    args.session.headers["Authorization"] = auth
    auth = "sent"
    return {"auth": auth}
