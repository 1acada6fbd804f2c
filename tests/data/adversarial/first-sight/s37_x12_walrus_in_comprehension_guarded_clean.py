from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    found = [ident for _ in range(1) if (ident := ctx.identity) is not None]
    return found[0].tenant if found else ""
