from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True

@tool(name="t")
@use_guards(Guard)
async def t(args, ctx: ExecutionContext):
    if ctx.auth is None:
        return {}
    token = ctx.auth.token
    return {"subject": ctx.auth.subject, "token": token}  # expect: DK402
