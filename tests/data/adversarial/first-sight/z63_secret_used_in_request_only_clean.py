import urllib.request

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> int:
    cred = ctx.credential
    if cred is None:
        return 0
    req = urllib.request.Request(args.url, headers={"Authorization": "Bearer " + cred.secret.reveal()})
    with urllib.request.urlopen(req) as resp:
        return resp.status
