import logging

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

log = logging.getLogger(__name__)


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    msg = "token={}".format(ctx.credential.secret.reveal())
    log.info(msg)  # expect: DK402
    return "ok"
