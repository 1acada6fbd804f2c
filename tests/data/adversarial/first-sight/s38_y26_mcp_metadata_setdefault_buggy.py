from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    ctx.metadata.setdefault("calls", 0)  # expect: DK201
    return ctx.metadata
