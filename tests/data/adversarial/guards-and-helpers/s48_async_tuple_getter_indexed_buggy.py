from devkit.agent import ToolExecutionContext, tool


async def both(c: ToolExecutionContext):
    return c.signal, c.identity


@tool(name="a", description="d")
async def a(args, ctx: ToolExecutionContext):
    return (await both(ctx))[1].principal  # expect: DK201
