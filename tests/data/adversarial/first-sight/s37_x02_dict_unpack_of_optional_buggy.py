from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@mcp_tool(name="t")
def t(args, ctx: ExecutionContext) -> dict:
    return {"a": 1, **ctx.metadata}  # expect: DK201
