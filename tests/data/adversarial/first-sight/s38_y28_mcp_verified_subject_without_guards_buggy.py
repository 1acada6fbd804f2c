from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="whoami")
async def whoami(args, ctx: ExecutionContext) -> str:
    subject = ctx.verified_subject  # expect: DK106
    return subject or "anonymous"
