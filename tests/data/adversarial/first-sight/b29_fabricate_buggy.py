from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    import uuid
    return ctx.session_id or ctx.run_id or str(uuid.uuid4())  # expect: DK204
