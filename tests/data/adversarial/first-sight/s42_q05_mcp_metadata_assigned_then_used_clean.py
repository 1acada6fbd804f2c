from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    return ctx.request_id
