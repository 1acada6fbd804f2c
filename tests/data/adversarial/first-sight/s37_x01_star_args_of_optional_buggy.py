from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    print(*ctx.teardown_scopes)  # expect: DK201
