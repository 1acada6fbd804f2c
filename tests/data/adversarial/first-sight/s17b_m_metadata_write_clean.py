from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    return "ok"
