from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    tenant = {"who": ctx.identity, "n": 1}["who"].tenant  # expect: DK201
    return tenant
