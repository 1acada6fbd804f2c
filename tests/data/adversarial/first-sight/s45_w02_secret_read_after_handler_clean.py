import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="lookup", description="Looks a row up.", needs=[Need("gh")])
async def lookup(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        row = args.rows[args.key]
    except KeyError:
        log.error("lookup of %s failed", args.key)
        row = None
    headers = {"Authorization": ctx.credential.secret.reveal()}
    return f"{ctx.identity.tenant}:{row}:{len(headers)}"
