from devkit.mcp import ExecutionContext, tool


def _walk(ctx: ExecutionContext, n: int) -> int:
    if n <= 0:
        return len(ctx.metadata)  # expect: DK201
    ctx.metadata = None
    return _walk(ctx, n - 1)


def _has_metadata(c: ExecutionContext) -> bool:
    return c.metadata is not None


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    if not _has_metadata(ctx):
        return 0
    return _walk(ctx, input.n)
