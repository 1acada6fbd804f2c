from devkit.mcp import ExecutionContext, tool


@tool(name="stash")
async def stash(args: dict, ctx: ExecutionContext) -> int:
    store = ctx.metadata
    if store is None:
        return 0
    for step in range(3):
        store[f"step{step}"] = True  # expect: DK201
        store = ctx.request_state
    return 3
