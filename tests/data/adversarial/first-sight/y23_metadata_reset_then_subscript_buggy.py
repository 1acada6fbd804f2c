from devkit.mcp import ExecutionContext, tool


@tool(name="meta")
async def meta(args, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    ctx.metadata = ctx.input_responses
    return str(ctx.metadata["seen"])  # expect: DK201
