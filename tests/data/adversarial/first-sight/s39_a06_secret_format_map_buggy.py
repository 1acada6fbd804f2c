import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    parts = {"auth": ctx.credential.reveal()}
    header = "Bearer {auth}".format_map(parts)
    log.info("calling with %s", header)  # expect: DK402
    return {"ok": True}
