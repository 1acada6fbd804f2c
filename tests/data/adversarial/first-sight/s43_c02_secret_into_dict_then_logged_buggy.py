import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    headers = {"Accept": "json"}
    headers["Authorization"] = "Bearer " + ctx.credential.secret.reveal()
    log.debug("request headers %s", headers)  # expect: DK402
    return "ok"
