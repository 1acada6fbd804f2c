from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    return [args, ctx.signal][-1].aborted  # expect: DK201
