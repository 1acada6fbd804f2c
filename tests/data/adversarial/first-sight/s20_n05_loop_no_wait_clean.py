from devkit.agent import ToolExecutionContext, tool


@tool(name="count", description="count")
async def count(args: dict, ctx: ToolExecutionContext) -> int:
    total = 0
    for i in range(1000):
        total += i
    return total
