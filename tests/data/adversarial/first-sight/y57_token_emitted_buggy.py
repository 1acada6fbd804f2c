from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="check_token")
@use_guards(Bearer)
async def check_token(args, ctx: ExecutionContext) -> str:
    if not ctx.auth:
        return "no auth"
    parts = {"subject": ctx.auth.subject}
    parts["token"] = ctx.auth.token
    await emit_event("checked", parts)  # expect: DK402
    return "ok"
