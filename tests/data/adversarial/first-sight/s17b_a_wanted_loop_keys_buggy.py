from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", wants=["report"])
async def t(args, ctx: ToolExecutionContext) -> int:
    if not ctx.wanted:
        return 0
    total = 0
    for key in ("report", "summary"):  # expect: DK105
        total += ctx.wanted[key].size
    return total
