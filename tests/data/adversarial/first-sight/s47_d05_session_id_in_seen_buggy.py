from devkit.mcp import ExecutionContext, tool

_SEEN: set[str] = set()


@tool(name="first_time")
async def first_time(args, ctx: ExecutionContext) -> bool:
    if ctx.session_id is None:
        return True
    if ctx.session_id in _SEEN:  # expect: DK401
        return False
    return True
