from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    out = []
    async for chunk in args.stream():  # expect: DK501
        out.append(chunk)
    return out
