from devkit.agent import Need, ToolExecutionContext, tool


def bearer(t: str) -> str:
    return "Bearer " + t


def wrap(v: str) -> dict:
    return {"Authorization": v}


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    auth = bearer(ctx.credential.secret.reveal())
    return wrap(auth)  # expect: DK402
