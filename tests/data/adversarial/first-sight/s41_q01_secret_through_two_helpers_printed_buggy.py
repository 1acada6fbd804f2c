from devkit.agent import Need, ToolExecutionContext, tool


def bearer(t: str) -> str:
    return "Bearer " + t


def outer(v: str) -> dict:
    return {"Authorization": v}


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    headers = outer(bearer(ctx.credential.secret.reveal()))
    print(headers)  # expect: DK402
    return "ok"
