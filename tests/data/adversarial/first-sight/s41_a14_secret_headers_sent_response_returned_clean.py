import httpx

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    headers = {}
    headers["Authorization"] = "Bearer " + ctx.credential.secret.reveal()
    response = httpx.get(args.url, headers=headers)
    return response.text
