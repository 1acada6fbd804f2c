import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="call_api", description="Call the API.", needs=[Need("api")])
async def call_api(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 401
    raw = ctx.credential.secret.reveal().strip()
    header = "Bearer " + raw
    log.debug("calling with %s", header)  # expect: DK402
    return 200
