from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@tool(name="m")
@use_guards(G)
async def m(args, ctx: ExecutionContext):
    if ctx.auth is None:
        return None
    resp = await call_api(headers={"Authorization": ctx.auth.token})
    ctx.logger.info("called", status=resp.status)
    return resp.json()
