from devkit.mcp import ExecutionContext, tool


@tool(name="label")
async def label(args, ctx: ExecutionContext) -> str:
    if ctx.session_id is None:
        return "no session"
    return "label:" + ctx.session_id
