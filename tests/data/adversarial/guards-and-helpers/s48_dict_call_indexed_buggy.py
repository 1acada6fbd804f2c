from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    print("principal", dict(who=ctx.identity)["who"].principal)  # expect: DK201
