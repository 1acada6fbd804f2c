import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


def identity_of(ctx: ToolExecutionContext):
    for note in ("reading", "the identity"):
        log.debug(note)
    if ctx.identity is None:
        raise PermissionError("who are you?")
    return ctx.identity


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_of(ctx).conversation)
