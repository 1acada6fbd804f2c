from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="whoami")
@use_guards(Bearer)
async def whoami(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "anonymous"
    await emit_event("whoami", {"subject": ctx.auth.subject, "token": ctx.auth.token})  # expect: DK402
    return ctx.auth.subject
