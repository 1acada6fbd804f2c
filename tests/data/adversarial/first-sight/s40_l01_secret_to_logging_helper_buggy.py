import logging

from devkit.agent import Need, ToolExecutionContext, tool

logger = logging.getLogger(__name__)


def _trace(message: str) -> None:
    logger.info(message)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    token = ctx.credential.secret.reveal()
    _trace("using " + token)  # expect: DK402
    return "ok"
