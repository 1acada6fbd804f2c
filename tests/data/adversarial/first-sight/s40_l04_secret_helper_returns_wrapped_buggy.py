from devkit.agent import Need, ToolExecutionContext, tool


def _header(token: str) -> dict:
    return {"Authorization": "Bearer " + token}


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    return _header(ctx.credential.secret.reveal())  # expect: DK402
