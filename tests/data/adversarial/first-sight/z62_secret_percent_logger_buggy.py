import logging

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return "none"
    raw = cred.secret.reveal()
    header = "Bearer %s" % raw
    log.debug("calling with %s", header)  # expect: DK402
    return "ok"
