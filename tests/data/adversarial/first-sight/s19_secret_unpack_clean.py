from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)
import requests


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    tok, name = ctx.credential.secret.reveal(), ctx.credential.name
    resp = requests.get("https://api.example.com", headers={"Authorization": f"Bearer {tok}"})
    log.info("called as %s: %s", name, resp.status_code)
    return resp.status_code
