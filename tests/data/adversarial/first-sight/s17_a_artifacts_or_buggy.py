from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    store = ctx.artifacts or None  # expect: DK202
    return 0 if store is None else len(store.list())
