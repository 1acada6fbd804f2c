import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="first_row", description="Returns the first row.")
def first_row(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        value = args.rows[0]
    except IndexError:
        value = None
    finally:
        log.info("first_row done")
    return f"{ctx.identity.tenant}:{value}"
