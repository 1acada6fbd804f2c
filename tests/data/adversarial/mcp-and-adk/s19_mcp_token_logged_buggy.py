from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="t")
@use_guards(JWT)
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None or ctx.auth.token is None:
        return "no token"
    ctx.logger.info("calling upstream", token=ctx.auth.token)  # expect: DK402
    return "ok"
