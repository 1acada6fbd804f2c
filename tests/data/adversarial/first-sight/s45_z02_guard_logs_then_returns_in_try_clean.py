import logging

from devkit.agent import ToolExecutionContext, tool

logger = logging.getLogger("tools.rows")


@tool(name="row", description="Reads a row.")
def row(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            logger.error("no identity; refusing")
            return "refused"
        value = args.rows[args.index]
    except IndexError:
        value = "-"
    return f"{ctx.identity.principal}:{value}"
