from devkit.agent import ToolExecutionContext, tool, tool_session_key

_HITS: dict[str, int] = {}


@tool(name="hits", description="hits")
async def hits(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.session_id is None or "session" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return {"hits": 0}
    key = tool_session_key(ctx, "session")
    _HITS[key] = _HITS.get(key, 0) + 1
    ctx.on_teardown(lambda: _HITS.pop(key, None), scope="session", key=key)
    return {"hits": _HITS[key], "session": ctx.session_id}
