from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@use_guards(JWT)
class Billing:
    @tool(name="charge")
    async def charge(self, args, ctx: ExecutionContext) -> str:
        if ctx.auth is None:
            raise PermissionError("login")
        return ctx.auth.subject or "?"  # expect: DK106
