from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Scoped(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None and "admin" in ctx.auth.scopes


@tool(name="t")
@use_guards(Scoped)
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "unknown"
