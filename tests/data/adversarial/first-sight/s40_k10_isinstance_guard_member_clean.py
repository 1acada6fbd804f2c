from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if isinstance(ctx.metadata, dict) and "n" in ctx.metadata:
        return int(ctx.metadata["n"])
    return 0
