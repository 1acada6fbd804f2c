from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    n = 0
    async for _chunk in input.stream:  # expect: DK501
        n += 1
    return n
