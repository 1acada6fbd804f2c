from devkit.agent import ToolExecutionContext, tool


async def ready(ctx: ToolExecutionContext) -> ToolExecutionContext:
    return ctx


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    c = await ready(ctx)
    return c.identity.tenant  # expect: DK201
