import urllib.request

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 0
    token = ctx.credential.secret.reveal()
    req = urllib.request.Request(args.url, headers={"Authorization": "token {}".format(token)})
    print("requesting", args.url)
    return len(req.full_url)
