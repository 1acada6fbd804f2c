from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t", wants=["doc"])
def t(args, ctx: ToolExecutionContext):
    wanted = ctx.wanted or {}
    meta = wanted.get("doc")
    return meta.name if meta else None
