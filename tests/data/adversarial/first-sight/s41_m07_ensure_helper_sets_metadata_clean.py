from devkit.mcp import ExecutionContext, tool


def _ensure_metadata(ctx: ExecutionContext) -> None:
    if ctx.metadata is None:
        ctx.metadata = {}


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    _ensure_metadata(ctx)
    ctx.metadata["seen"] = True
    return "ok"
