from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if not ctx.has_artifacts:
        return None
    ctx.artifacts.put("report", b"data")
    return "stored"
