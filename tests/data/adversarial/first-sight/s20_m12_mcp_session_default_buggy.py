from devkit.mcp import ExecutionContext, tool


@tool(name="trace")
async def trace(args: dict, ctx: ExecutionContext) -> dict:
    sid = ctx.session_id or ctx.request_id  # expect: DK204
    ctx.logger.info("trace", session=sid)
    return {"session": sid}
