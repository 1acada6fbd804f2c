from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    store = getattr(ctx, "artifacts", None)  # expect: DK202
    if store is None:
        return []
    return store.list()
