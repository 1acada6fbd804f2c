import urllib.request

from devkit.agent import Need, ToolExecutionContext, tool


def _get(url: str, token: str) -> int:
    req = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    return len(req.full_url)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 0
    return _get(args.url, ctx.credential.secret.reveal())
