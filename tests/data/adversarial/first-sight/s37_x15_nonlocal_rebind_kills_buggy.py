from devkit.agent import ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, tool as mcp_tool, use_guards


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return ""

    def forget() -> None:
        nonlocal ident
        ident = None

    forget()
    return ident.tenant  # expect: DK201
