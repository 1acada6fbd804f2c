import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> dict:
    cred = ctx.credential
    if cred is None:
        return {}
    raw = cred.secret.reveal()
    log.info("calling as %s with %s", cred.name, cred.secret)
    return {"length": len(raw), "user": cred.name}
