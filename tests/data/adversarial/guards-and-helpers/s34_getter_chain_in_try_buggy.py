import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def _identity(ctx: ToolExecutionContext):
    return ctx.identity


def identity_of(ctx: ToolExecutionContext):
    try:
        return _identity(ctx)
    finally:
        log.debug("read")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_of(ctx).tenant)  # expect: DK201
