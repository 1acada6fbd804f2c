from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    ctx.metadata = ctx.metadata or {}
    ctx.metadata["seen"] = True
    return ctx.metadata
