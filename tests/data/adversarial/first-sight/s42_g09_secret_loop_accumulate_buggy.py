import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    tok = ctx.credential.secret.reveal()
    masked = ""
    for ch in tok:
        masked += ch
    return masked  # expect: DK402
