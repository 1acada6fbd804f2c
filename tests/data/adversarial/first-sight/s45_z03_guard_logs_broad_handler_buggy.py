import logging

from devkit.agent import ToolExecutionContext, tool

logger = logging.getLogger("tools.rows")


@tool(name="row", description="Reads a row.")
def row(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            logger.error("no identity; refusing")
            raise PermissionError("anonymous")
        value = args.rows[args.index]
    except Exception:
        logger.exception("row failed")
        value = "-"
    return f"{ctx.identity.principal}:{value}"  # expect: DK201
