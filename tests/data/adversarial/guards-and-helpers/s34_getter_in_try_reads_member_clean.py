import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def tenant(ctx: ToolExecutionContext) -> str:
    try:
        return ctx.identity.tenant  # expect: DK201
    finally:
        log.debug("tenant read")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    name = tenant(ctx)
    return f"{name}:{ctx.identity.conversation}"
