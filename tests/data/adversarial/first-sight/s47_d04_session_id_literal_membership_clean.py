from devkit.mcp import ExecutionContext, tool


@tool(name="has_session")
async def has_session(args, ctx: ExecutionContext) -> bool:
    if ctx.session_id in (None, ""):
        return False
    ctx.logger.info("session present", session=ctx.session_id)
    return True
