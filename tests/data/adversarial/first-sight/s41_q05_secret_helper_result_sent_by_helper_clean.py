import httpx

from devkit.agent import Need, ToolExecutionContext, tool


def bearer(t: str) -> str:
    return "Bearer " + t


def fetch(url: str, auth: str) -> int:
    return httpx.get(url, headers={"Authorization": auth}).status_code


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 0
    return fetch(args.url, bearer(ctx.credential.secret.reveal()))
