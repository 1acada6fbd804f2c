import logging

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {"ok": False}
    headers = {"Authorization": "Bearer " + ctx.credential.secret.reveal()}
    log.info("calling for %s with %d headers", ctx.credential.name, len(headers))
    return {"ok": True, "who": ctx.credential.name}
