from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    get = lambda ident=ctx.identity: ident.tenant  # expect: DK201
    if ctx.identity is None:
        return ""
    return get()
