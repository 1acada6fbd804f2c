from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class Bearer:
    def can_activate(self, ctx):
        return True

@use_guards(Bearer)
@tool(name="t")
async def t(args, ctx: ExecutionContext):
    auth = ctx.auth
    if not auth:
        return None
    creds = {"sub": auth.subject, "tok": auth.token}
    await emit_event("login", creds)  # expect: DK402
    return auth.subject
