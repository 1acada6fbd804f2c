from devkit.mcp import ExecutionContext, tool


def subject(ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "anon"
    return ctx.auth.subject  # expect: DK106


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    return subject(ctx)
