from devkit.agent import ToolExecutionContext, tool


async def chunks(n: int):
    for i in range(n):
        yield i


@tool(name="stream", description="d")
async def stream(args: dict, ctx: ToolExecutionContext) -> int:
    total = 0
    async for chunk in chunks(10):  # expect: DK501
        total += chunk
    return total
