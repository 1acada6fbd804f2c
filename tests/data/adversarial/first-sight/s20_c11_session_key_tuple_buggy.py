from devkit.agent import ToolExecutionContext, tool

_HITS: dict = {}


@tool(name="hits", description="hits")
async def hits(args: dict, ctx: ToolExecutionContext) -> dict:
    sid = ctx.session_id
    if sid is None:
        return {"hits": 0}
    _HITS[sid] = _HITS.get(sid, 0) + 1  # expect: DK401
    return {"hits": _HITS[sid]}  # expect: DK401
