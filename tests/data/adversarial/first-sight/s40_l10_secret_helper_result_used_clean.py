import urllib.request

from devkit.agent import Need, ToolExecutionContext, tool


def _auth_headers(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = _auth_headers(ctx.credential.secret.reveal())
    req = urllib.request.Request(args.url, headers=headers)
    headers = {"Accept": "json"}
    print("sent", headers, req.full_url)
    return {"sent": True}
