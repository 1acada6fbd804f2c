from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class ApiKeyGuard(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None and "api" in ctx.auth.scopes


class Tools:
    @use_guards(ApiKeyGuard)
    @tool(name="whoami")
    async def whoami(self, args, ctx: ExecutionContext) -> str:
        if ctx.auth is None:
            return "nobody"
        return ctx.auth.subject
