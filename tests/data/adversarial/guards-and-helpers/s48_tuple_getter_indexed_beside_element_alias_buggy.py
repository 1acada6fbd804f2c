from devkit.agent import ToolExecutionContext, tool


def both(c: ToolExecutionContext):
    print("tenant", c.identity.tenant)  # expect: DK201
    return c.signal, c.identity


@tool(name="a", description="d")
async def a(args, ctx: ToolExecutionContext):
    d = {"i": ctx.identity}
    if ctx.signal is None or (d["i"] is None and args.strict):
        return None
    return both(ctx)[0].aborted
