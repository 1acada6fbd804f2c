import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def has_identity(ctx: ToolExecutionContext) -> bool:
    log.debug("checking the caller")
    return ctx.identity is not None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if has_identity(ctx):
        return str(ctx.identity.conversation)
    return ""
