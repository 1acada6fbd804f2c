from devkit.agent import ToolExecutionContext, tool

KNOWN: frozenset[str] = frozenset({"alpha", "beta"})


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    if ctx.run_id not in KNOWN:
        return None
    return ctx.run_id.upper()
