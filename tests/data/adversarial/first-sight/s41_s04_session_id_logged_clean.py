from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    ctx.logger.info("called", session=ctx.session_id, request=ctx.request_id)
    return "ok"
