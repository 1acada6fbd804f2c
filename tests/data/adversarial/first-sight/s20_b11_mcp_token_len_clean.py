from devkit.mcp import ExecutionContext, tool, use_guards


class G:
    pass


@tool(name="sync")
@use_guards(G)
async def sync(args: dict, ctx: ExecutionContext) -> dict:
    if ctx.auth is None:
        return {}
    ctx.logger.info("token present", length=len(ctx.auth.token or ""))
    return {"ok": True, "scopes": list(ctx.auth.scopes)}
