import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    tok = ctx.credential.secret.reveal()
    if not tok.startswith("ghp_"):
        raise ValueError("unexpected token %s" % tok)  # expect: DK402
    return "ok"
