from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True

@tool(name="t")
@use_guards(Guard)
async def t(args, ctx: ExecutionContext):
    auth = ctx.auth
    if auth is None or "write" not in auth.scopes:
        raise PermissionError("write scope required")
    ctx.logger.info("writing", subject=auth.subject)
    return {"ok": True}
