from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    sig = ctx.signal
    return 0 if sig is None else int(sig.aborted)
