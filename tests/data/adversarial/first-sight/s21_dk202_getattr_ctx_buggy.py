from devkit.agent import ToolExecutionContext, tool


@tool(name="store")
def store(args, ctx: ToolExecutionContext) -> dict:
    store = getattr(ctx, "artifacts", None)  # expect: DK202
    if store is not None:
        store.put("a.txt", "data")
    return {}
