from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None:
        return 0
    look = ctx.wanted.get
    doc = look("document")  # expect: DK105
    return doc.size if doc is not None else 0
