from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    sid = ctx.session_id
    if sid is None:
        return None
    STORE[sid] = args.value  # expect: DK401
    return "ok"
