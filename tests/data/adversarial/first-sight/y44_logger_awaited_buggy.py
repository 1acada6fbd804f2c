from devkit.mcp import ExecutionContext, tool


@tool(name="log_it")
async def log_it(args, ctx: ExecutionContext) -> None:
    await ctx.logger.info("working")  # expect: DK005
