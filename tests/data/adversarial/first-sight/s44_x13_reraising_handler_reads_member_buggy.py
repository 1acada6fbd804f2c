import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        return args.lookup(ctx.identity.tenant)
    except PermissionError:
        log.warning("refused %s", ctx.identity.principal)  # expect: DK201
        raise
