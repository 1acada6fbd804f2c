from devkit.mcp import tool, ExecutionContext

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    subject = ctx.auth.subject  # expect: DK106
    ctx.logger.info("call", subject=subject, scopes=ctx.auth.scopes)
    return ctx.verified_subject  # expect: DK106
