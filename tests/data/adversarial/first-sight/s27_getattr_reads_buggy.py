from devkit.mcp import ExecutionContext, tool


@tool(name="whoami", description="Who is calling.")
async def whoami(args, ctx: ExecutionContext) -> str:
    subject = getattr(ctx, "verified_subject")  # expect: DK106
    if getattr(ctx, "request_id") is None:  # expect: DK205
        return "?"
    return str(subject)
