from devkit.mcp import ExecutionContext, tool


@tool(name="whoami")
async def whoami(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "anonymous"  # expect: DK106
