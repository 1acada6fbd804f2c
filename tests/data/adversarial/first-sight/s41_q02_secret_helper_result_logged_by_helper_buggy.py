import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


def bearer(t: str) -> str:
    return f"Bearer {t}"


def trace(header: str) -> None:
    log.info("sending %s", header)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    trace(bearer(ctx.credential.secret.reveal()))  # expect: DK402
    return "ok"
