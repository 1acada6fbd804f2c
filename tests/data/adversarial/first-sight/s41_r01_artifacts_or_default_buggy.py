from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    store = ctx.artifacts or None  # expect: DK202
    return store.list() if store else []
