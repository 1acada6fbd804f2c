from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

STORE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")  # expect: DK303
    STORE[key] = 1
    return key
