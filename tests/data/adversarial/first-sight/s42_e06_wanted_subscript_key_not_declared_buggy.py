from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.wanted is None:
        return ""
    got = ctx.wanted.get("summary")  # expect: DK105
    return got.name if got else ""
