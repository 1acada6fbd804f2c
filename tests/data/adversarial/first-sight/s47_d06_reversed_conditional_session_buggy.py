from devkit.mcp import ExecutionContext, tool


@tool(name="label")
async def label(args, ctx: ExecutionContext) -> str:
    sid = "anonymous" if ctx.session_id is None else ctx.session_id  # expect: DK204
    return f"label:{sid}"
