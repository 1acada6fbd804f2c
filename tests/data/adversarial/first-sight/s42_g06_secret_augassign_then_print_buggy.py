import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    line = "auth="
    line += ctx.credential.secret.reveal()
    print(line)  # expect: DK402
    return "ok"
