from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import os

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if not ctx.run_id:
        os._exit(3)
    return ctx.run_id.upper()
