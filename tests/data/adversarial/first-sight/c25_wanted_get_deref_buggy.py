from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t", wants=["doc"])
def t(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return ctx.wanted.get("doc").media_type  # expect: DK201
