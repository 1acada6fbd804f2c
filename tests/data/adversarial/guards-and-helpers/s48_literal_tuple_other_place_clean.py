from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    chosen = (ctx.identity, "fallback")[1]
    return chosen.upper()
