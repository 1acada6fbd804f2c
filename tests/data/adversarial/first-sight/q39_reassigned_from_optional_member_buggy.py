from devkit.mcp import ExecutionContext, tool


@tool(name="stash")
async def stash(args: dict, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        return "no metadata"
    ctx.metadata["first"] = 1
    ctx.metadata = ctx.request_state
    ctx.metadata["second"] = 2  # expect: DK201
    return "ok"
