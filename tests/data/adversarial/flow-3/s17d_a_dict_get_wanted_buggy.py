from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", wants=["report"])
async def t(args, ctx: ToolExecutionContext) -> int:
    if not ctx.wanted:
        return 0
    meta = ctx.wanted.get("report")
    return meta.size  # expect: DK201
