import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    token = ctx.credential.secret.reveal()
    prefix, *rest = token.split(".")
    msg = "prefix=%s" % prefix
    log.warning(msg)  # expect: DK402
    return {"n": len(rest)}
