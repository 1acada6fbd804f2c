from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    return [s.upper() for s in ctx.teardown_scopes or ()]
