from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    ctx.metadata = ctx.metadata or {}
    ctx.metadata["seen"] = True
    return "ok"
