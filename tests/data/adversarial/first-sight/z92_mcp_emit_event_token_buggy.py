from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class Authenticated:
    pass


@tool(name="t")
@use_guards(Authenticated)
async def t(args, ctx: ExecutionContext) -> str:
    auth = ctx.auth
    if auth is None or auth.token is None:
        return ""
    await emit_event(ctx, "login", {"token": auth.token})  # expect: DK402
    return "ok"
