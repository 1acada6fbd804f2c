import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="gh", description="gh", needs=[Need("github")])
async def gh(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    token = ctx.credential.secret.reveal()
    log.debug("calling github", extra={"auth": token})  # expect: DK402
    return {"ok": True}
