from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if not ctx.session_id:
        return None
    return args.cache.get_item(cache_key=ctx.session_id)  # expect: DK401
