import urllib.request

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    req = urllib.request.Request(args.url, headers={"Authorization": "Bearer " + ctx.credential.secret.reveal()})
    with urllib.request.urlopen(req) as resp:
        return resp.read().decode()
