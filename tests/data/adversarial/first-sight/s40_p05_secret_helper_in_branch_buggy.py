from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(token: str) -> str:
    return "Bearer " + token


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    auth = "anonymous"
    if ctx.credential is not None and args.debug:
        auth = _bearer(ctx.credential.secret.reveal())
    return {"auth": auth}  # expect: DK402
