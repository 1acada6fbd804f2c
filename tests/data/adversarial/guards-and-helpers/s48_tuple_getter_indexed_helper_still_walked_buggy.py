from devkit.agent import ToolExecutionContext, tool


def both(c: ToolExecutionContext):
    print("tenant", c.identity.tenant)  # expect: DK201
    return c.signal, c.identity


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    if ctx.signal is None:
        return False
    return both(ctx)[0].aborted
