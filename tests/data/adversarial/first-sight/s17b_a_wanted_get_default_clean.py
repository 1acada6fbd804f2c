from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", wants=["report"])
async def t(args, ctx: ToolExecutionContext) -> int:
    wanted = ctx.wanted or {}
    meta = wanted.get("report")
    return meta.size if meta is not None else 0
