from devkit.agent import ToolExecutionContext, tool


@tool(name="store")
def store(args, ctx: ToolExecutionContext) -> dict:
    store = ctx.artifacts
    if ctx.has_artifacts:
        store.put("a.txt", "data")
    return {}
