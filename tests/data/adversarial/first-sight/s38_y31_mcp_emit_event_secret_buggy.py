from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class Bearer:
    def can_activate(self, ctx):
        return True


@use_guards(Bearer)
@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    auth = ctx.auth
    if auth is None:
        return "none"
    await emit_event(ctx, "login", {"subject": auth.subject, "bearer": auth.token})  # expect: DK402
    return auth.subject
