import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="lookup", description="Looks a row up.", needs=[Need("gh")])
async def lookup(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    try:
        token = ctx.credential.secret.reveal()
        row = args.rows[args.key]
    except KeyError:
        log.error("lookup of %s failed with %s", args.key, token)  # expect: DK402
        row = None
    return str(row)
