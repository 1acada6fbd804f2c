from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    ctx.metadata.setdefault("seen", True)  # expect: DK201
    return {}
