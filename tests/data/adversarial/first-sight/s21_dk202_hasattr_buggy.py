from devkit.agent import ToolExecutionContext, tool


@tool(name="store")
def store(args, ctx: ToolExecutionContext) -> dict:
    if hasattr(ctx.artifacts, "put"):  # expect: DK202
        ctx.artifacts.put("a.txt", "data")
    return {}
