from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    return {**ctx.metadata, "request": ctx.request_id}  # expect: DK201
