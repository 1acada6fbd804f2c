from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


FALLBACK = ("run",)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    scopes = ctx.teardown_scopes if ctx.teardown_scopes is not None else FALLBACK
    return len(scopes)
