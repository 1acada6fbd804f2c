from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> None:
    ctx.metadata["seen"] = True  # expect: DK201
