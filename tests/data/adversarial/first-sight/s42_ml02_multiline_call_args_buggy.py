import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    log.info(
        "token %s for %s",
        ctx.credential.secret.reveal(),  # expect: DK402
        args.repo,
    )
    return "ok"
