from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            return ""
        case other if other.tenant:
            return other.tenant
        case _:
            return "anonymous"
