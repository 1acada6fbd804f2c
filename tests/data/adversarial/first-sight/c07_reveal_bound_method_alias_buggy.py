from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return None
    reveal = cred.secret.reveal
    value = reveal()
    raise RuntimeError('bad: ' + value)  # expect: DK402
