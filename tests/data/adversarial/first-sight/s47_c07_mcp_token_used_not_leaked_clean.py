import httpx

from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="profile")
@use_guards(Bearer)
async def profile(args, ctx: ExecutionContext) -> int:
    if ctx.auth is None or ctx.auth.token is None:
        return 401
    async with httpx.AsyncClient() as client:
        reply = await client.get(args.url, headers={"Authorization": "Bearer " + ctx.auth.token})
    ctx.logger.info("fetched", status=reply.status_code, subject=ctx.auth.subject)
    return reply.status_code
