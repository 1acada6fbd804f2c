from devkit.agent import ToolExecutionContext, tool

ALLOWED = ("alpha", "beta")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    if ctx.run_id in ALLOWED:
        return ctx.run_id.upper()
    return None
