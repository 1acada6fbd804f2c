from devkit.agent import ToolExecutionContext, tool


async def pages():
    yield 1


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    total = 0
    async for page in pages():  # expect: DK501
        total += page
    return total
