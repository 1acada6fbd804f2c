from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    store = ctx.credentials or None  # expect: DK202
    return store
