from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Authenticated(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


class Tools:
    @tool(name="whoami")
    @use_guards(Authenticated)
    async def whoami(self, input, ctx: ExecutionContext) -> str:
        return ctx.verified_subject or "unknown"

    @tool(name="scopes")
    async def scopes(self, input, ctx: ExecutionContext) -> list:
        if ctx.auth is None:
            return []
        return list(ctx.auth.scopes)  # expect: DK106
