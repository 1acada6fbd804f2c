from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return None
    token = cred.secret.reveal()
    try:
        return call(token)
    except Exception:
        logger.exception(f'call failed for {token[:4]}')  # expect: DK402
        raise
