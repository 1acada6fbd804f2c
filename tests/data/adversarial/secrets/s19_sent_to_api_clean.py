import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)
import urllib.request


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    request = urllib.request.Request(
        "https://api.github.com/user",
        headers={"Authorization": f"token {ctx.credential.secret.reveal()}"},
    )
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())["login"]
