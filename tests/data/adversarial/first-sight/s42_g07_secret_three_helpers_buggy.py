import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)



def _bearer(tok: str) -> str:
    return f"Bearer {tok}"


def _headers(value: str) -> dict:
    return {"Authorization": value}


def _trace(h: dict) -> None:
    log.debug("sending %s", h)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    _trace(_headers(_bearer(ctx.credential.secret.reveal())))  # expect: DK402
    return "ok"
