from devkit.mcp import ExecutionContext, tool


@tool(name="whoami")
async def whoami(args: dict, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "anonymous"
    return ctx.auth.subject  # expect: DK106
