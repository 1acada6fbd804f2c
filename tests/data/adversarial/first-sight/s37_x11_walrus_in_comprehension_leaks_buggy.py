from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    _ = [ident := ctx.identity for _ in range(1)]
    return ident.tenant  # expect: DK201
