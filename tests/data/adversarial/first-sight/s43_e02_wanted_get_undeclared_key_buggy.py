from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None:
        return 0
    meta = ctx.wanted.get("summary")  # expect: DK105
    return meta.size if meta else 0
