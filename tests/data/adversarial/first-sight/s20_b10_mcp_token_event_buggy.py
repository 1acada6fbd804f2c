from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class G:
    pass


@tool(name="sync")
@use_guards(G)
async def sync(args: dict, ctx: ExecutionContext) -> dict:
    if ctx.auth is None or ctx.auth.token is None:
        return {}
    bearer = "Bearer " + ctx.auth.token
    headers = {"Authorization": bearer}
    await emit_event("sync.started", {"headers": headers})  # expect: DK402
    return {"ok": True}
