from devkit.mcp import ExecutionContext, tool

_SEEN: set[str] = set()


@tool(name="once")
async def once(args: dict, ctx: ExecutionContext) -> dict:
    if ctx.session_id in _SEEN:  # expect: DK401
        return {"repeat": True}
    if ctx.session_id is not None:
        _SEEN.add(ctx.session_id)
    return {"repeat": False}
