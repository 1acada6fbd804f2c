import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    log.info("token has %d characters", len(token))
    if token.startswith("ghp_") is False:
        raise PermissionError("not a personal access token")
    return "ok"
