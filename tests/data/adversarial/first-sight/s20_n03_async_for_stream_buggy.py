from devkit.agent import ToolExecutionContext, tool


async def stream():
    for i in range(3):
        yield i


@tool(name="consume", description="consume")
async def consume(args: dict, ctx: ToolExecutionContext) -> list:
    out = []
    async for item in stream():  # expect: DK501
        out.append(item)
    return out
