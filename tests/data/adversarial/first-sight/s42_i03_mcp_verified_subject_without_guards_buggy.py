from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    subject = ctx.verified_subject  # expect: DK106
    return subject or "anon"
