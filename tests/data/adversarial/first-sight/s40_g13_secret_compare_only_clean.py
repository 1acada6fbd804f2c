import hmac

from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


@tool(name="t")
@use_guards(G)
async def t(input, ctx: ExecutionContext) -> dict:
    if ctx.auth is None:
        return {"ok": False}
    ok = hmac.compare_digest(ctx.auth.token, input.expected)
    ctx.logger.info("checked", ok=ok, subject=ctx.auth.subject)
    return {"ok": ok}
