from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    chosen = (ctx.identity, args)[0]
    return chosen.tenant  # expect: DK201
