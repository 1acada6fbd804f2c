from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    for item in args.items:
        if ctx.signal is not None and ctx.signal.aborted:
            break
        await asyncio.sleep(0.1)
    return "done"
