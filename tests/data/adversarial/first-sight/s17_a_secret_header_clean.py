from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import urllib.request


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 0
    req = urllib.request.Request("https://api.github.com")
    req.add_header("Authorization", "Bearer " + ctx.credential.secret.reveal())
    return 1
