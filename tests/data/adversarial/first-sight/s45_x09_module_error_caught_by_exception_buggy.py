import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


class Denied(Exception):
    pass


@tool(name="lookup", description="Looks a key up.")
def lookup(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise Denied("anonymous")
        row = args.table[args.key]
    except Exception:
        log.exception("lookup failed")
        row = "-"
    return f"{ctx.identity.tenant}/{row}"  # expect: DK201
