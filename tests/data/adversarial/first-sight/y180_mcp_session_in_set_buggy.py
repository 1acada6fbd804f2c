from devkit.mcp import ExecutionContext, tool

_SEEN: set = set()


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> bool:
    if ctx.session_id is None:
        return False
    return ctx.session_id in _SEEN  # expect: DK401
