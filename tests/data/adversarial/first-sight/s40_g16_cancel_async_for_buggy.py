from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    total = 0
    async for chunk in args.stream():  # expect: DK501
        total += len(chunk)
    return total
