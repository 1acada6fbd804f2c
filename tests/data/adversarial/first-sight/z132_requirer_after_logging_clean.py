import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def require_identity(ctx: ToolExecutionContext) -> None:
    log.debug("checking the caller of %s", ctx.tool_call_id)
    if ctx.identity is None:
        raise PermissionError("who are you?")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.conversation)
