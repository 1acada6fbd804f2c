from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    meta = ctx.metadata
    if meta is None:
        meta = {}
    meta["seen"] = True
    return str(ctx.metadata.get("trace"))  # expect: DK201
