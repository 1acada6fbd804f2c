from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)
import uuid

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    run = ctx.run_id if ctx.run_id is not None else uuid.uuid4().hex  # expect: DK204
    return run
