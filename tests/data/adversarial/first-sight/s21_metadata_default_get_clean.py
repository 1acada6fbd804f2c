from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    trace = (ctx.metadata or {}).get("trace")
    return trace.upper()
