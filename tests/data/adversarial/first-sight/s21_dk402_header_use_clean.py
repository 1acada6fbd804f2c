import urllib.request

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", needs=[Need("github")])
def call(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = {"Accept": "json"}
    headers["Authorization"] = "token " + ctx.credential.secret.reveal()
    request = urllib.request.Request("https://api.github.com", headers=headers)
    with urllib.request.urlopen(request) as response:
        return {"status": response.status}
