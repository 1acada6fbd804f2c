from devkit.mcp import ExecutionContext, tool, use_guards


class Authenticated:
    pass


@tool(name="t")
@use_guards(Authenticated)
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return ""
    ctx.logger.info("auth", subject=ctx.auth.subject, token=ctx.auth.token)  # expect: DK402
    return "ok"
