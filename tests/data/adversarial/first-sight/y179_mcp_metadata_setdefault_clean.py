from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    meta = ctx.metadata if ctx.metadata is not None else {}
    meta.setdefault("calls", 0)
    return str(meta["calls"])
