from devkit.agent import Need, ToolExecutionContext, tool


def _auth_headers(token: str) -> dict:
    return {"Authorization": f"Bearer {token}", "Accept": "application/json"}


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = _auth_headers(ctx.credential.secret.reveal())
    print("sending", headers)  # expect: DK402
    return {"sent": True}
