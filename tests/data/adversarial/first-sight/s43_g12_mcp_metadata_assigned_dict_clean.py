from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    ctx.metadata = {}
    ctx.metadata["seen"] = True
    return ctx.metadata
