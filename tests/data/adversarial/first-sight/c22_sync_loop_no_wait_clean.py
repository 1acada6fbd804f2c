from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    total = 0
    for item in args.items:
        total += len(item)
    return total
