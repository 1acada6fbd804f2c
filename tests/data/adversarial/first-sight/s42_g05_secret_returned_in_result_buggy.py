import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    tok = ctx.credential.secret.reveal()
    result = {"ok": True}
    result["debug"] = {"auth": tok}
    return result  # expect: DK402
