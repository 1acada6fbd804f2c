import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return ""
    user, raw = cred.name, cred.secret.reveal()
    log.info("calling as %s with %s", user, raw)  # expect: DK402
    return user
