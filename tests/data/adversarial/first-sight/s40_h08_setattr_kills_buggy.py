from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if ctx.metadata is None:
        return 0
    setattr(ctx, "metadata", input.meta)
    return len(ctx.metadata)  # expect: DK201
