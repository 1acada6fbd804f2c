from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Authenticated(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


class Tools:
    @tool(name="whoami")
    @use_guards(Authenticated)
    async def whoami(self, input, ctx: ExecutionContext) -> str:
        subject = ctx.verified_subject
        return subject if subject is not None else "unknown"
