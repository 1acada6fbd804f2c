from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    ctx.metadata = ctx.metadata or {}
    ctx.metadata.update({"seen": True})
    return ctx.request_id
