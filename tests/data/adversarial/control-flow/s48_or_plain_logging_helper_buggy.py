import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def missing(what: str) -> None:
    log.warning("no %s", what)


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    ctx.identity or missing("identity")
    return ctx.identity.tenant  # expect: DK201
