from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


def subject(ctx: ExecutionContext) -> str:
    assert ctx.auth is not None
    return ctx.auth.subject or "?"


@tool(name="t")
@use_guards(JWT)
async def t(args, ctx: ExecutionContext) -> str:
    return subject(ctx)
