from devkit.mcp import ExecutionContext, tool

SEEN: set[str] = set()


@tool(name="once")
async def once(args, ctx: ExecutionContext) -> bool:
    if ctx.session_id is None:
        return False
    if ctx.session_id in SEEN:  # expect: DK401
        return False
    SEEN.add(ctx.session_id)
    return True
