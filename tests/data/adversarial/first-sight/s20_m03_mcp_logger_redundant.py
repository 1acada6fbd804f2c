from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args: dict, ctx: ExecutionContext) -> str:
    if ctx.logger is not None:  # expect: DK205
        ctx.logger.info("hi")
    return ctx.request_id
