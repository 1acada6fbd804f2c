from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

CACHE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> object:
    return CACHE.get(f"{ctx.session_id}")  # expect: DK401
