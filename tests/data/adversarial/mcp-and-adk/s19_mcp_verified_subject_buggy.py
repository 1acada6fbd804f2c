from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="charge")
async def charge(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "anonymous"  # expect: DK106
