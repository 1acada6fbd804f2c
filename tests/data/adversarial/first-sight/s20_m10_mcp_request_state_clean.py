from devkit.mcp import ExecutionContext, tool


@tool(name="resume")
async def resume(args: dict, ctx: ExecutionContext) -> dict:
    state = ctx.request_state
    return {"resumed": state is not None, "state": state}
