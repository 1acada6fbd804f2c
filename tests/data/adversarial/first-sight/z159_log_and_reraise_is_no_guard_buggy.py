import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        return str(ctx.identity.conversation)  # expect: DK201
    except Exception:
        log.exception("whoami failed")
        raise
