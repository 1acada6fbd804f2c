from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import logging

log = logging.getLogger(__name__)


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "-"
    headers = {}
    headers["Authorization"] = "Bearer " + ctx.credential.secret.reveal()
    log.debug("headers %s", headers)  # expect: DK402
    return "ok"
