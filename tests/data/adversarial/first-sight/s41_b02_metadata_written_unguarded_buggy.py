from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    ctx.metadata["seen"] = True  # expect: DK201
    return "ok"
