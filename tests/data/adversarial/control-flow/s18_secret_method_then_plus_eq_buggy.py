import logging

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

log = logging.getLogger(__name__)


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "-"
    raw = ctx.credential.secret.reveal().strip()
    line = "token: "
    line += raw
    log.warning(line)  # expect: DK402
    return "ok"
