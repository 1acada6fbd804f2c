from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


class Jwt(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


class Tools:
    @tool(name="me")
    @use_guards(Jwt)
    async def me(self, args, ctx: ExecutionContext) -> str:
        if ctx.auth is None:
            return "-"
        return ctx.auth.subject
