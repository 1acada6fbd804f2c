from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    ctx.metadata = {"trace": ctx.request_id}
    return str(ctx.metadata.get("trace"))
