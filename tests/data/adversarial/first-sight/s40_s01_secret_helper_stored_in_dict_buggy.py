from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(token: str) -> str:
    return "Bearer " + token


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = {"Accept": "application/json"}
    headers["Authorization"] = _bearer(ctx.credential.secret.reveal())
    print("headers", headers)  # expect: DK402
    return {"accept": headers["Accept"]}
