from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    return ctx.on_teardown(lambda: None, scope="run", key="k")  # expect: DK201, DK301
