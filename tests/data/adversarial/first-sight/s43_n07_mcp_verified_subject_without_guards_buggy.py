from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "anonymous"  # expect: DK106
