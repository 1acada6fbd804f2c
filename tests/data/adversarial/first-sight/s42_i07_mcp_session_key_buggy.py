from devkit.mcp import ExecutionContext, tool

_seen: dict[str, int] = {}


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> int:
    sid = ctx.session_id or "anon"  # expect: DK204
    _seen[sid] = _seen.get(sid, 0) + 1
    return _seen[sid]
