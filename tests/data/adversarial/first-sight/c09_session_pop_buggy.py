from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)
SESSIONS = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    return SESSIONS.pop(ctx.session_id, None)  # expect: DK401
