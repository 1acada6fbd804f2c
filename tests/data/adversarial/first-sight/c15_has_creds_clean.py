from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if not ctx.has_credentials:
        return None
    return ctx.credentials.get(Need("github"))
