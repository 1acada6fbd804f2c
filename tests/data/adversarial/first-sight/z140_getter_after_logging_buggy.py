import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def identity_of(ctx: ToolExecutionContext):
    log.debug("reading the identity")
    return ctx.identity


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_of(ctx).conversation)  # expect: DK201
