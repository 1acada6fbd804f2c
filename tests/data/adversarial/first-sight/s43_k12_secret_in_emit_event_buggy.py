from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class Bearer:
    pass


@tool(name="t")
@use_guards(Bearer)
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "-"
    await emit_event("login", {"subject": ctx.auth.subject, "token": ctx.auth.token})  # expect: DK402
    return "ok"
