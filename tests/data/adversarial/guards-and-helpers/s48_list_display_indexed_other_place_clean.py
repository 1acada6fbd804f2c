from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    return ["v1", ctx.signal][0].upper()
