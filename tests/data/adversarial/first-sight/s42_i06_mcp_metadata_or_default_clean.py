from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    meta = ctx.metadata or {}
    return str(meta.get("trace", ctx.request_id))
