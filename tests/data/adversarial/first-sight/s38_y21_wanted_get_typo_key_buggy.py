from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    if not ctx.wanted:
        return 0
    meta = ctx.wanted.get("reprot")  # expect: DK105
    return meta.size if meta else 0
