from devkit.agent import ToolExecutionContext, tool


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return dict(who=ctx.identity, n=1)["who"].tenant
