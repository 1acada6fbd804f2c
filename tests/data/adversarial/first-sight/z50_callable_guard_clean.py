from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if callable(ctx.enable_tools):
        ctx.enable_tools(["extra"])
    return "ok"
