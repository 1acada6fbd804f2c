from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if hasattr(ctx, "artifacts"):  # expect: DK202
        await ctx.artifacts.put("a", b"x")  # expect: DK005
    return "ok"
