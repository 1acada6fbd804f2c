from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


def who(ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "anon"  # expect: DK106


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    return who(ctx)
