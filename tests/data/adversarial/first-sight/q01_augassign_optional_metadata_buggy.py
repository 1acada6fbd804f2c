from devkit.mcp import ExecutionContext, tool


@tool(name="mark")
async def mark(args: dict, ctx: ExecutionContext) -> str:
    ctx.metadata |= {"seen": True}  # expect: DK201
    return "ok"
