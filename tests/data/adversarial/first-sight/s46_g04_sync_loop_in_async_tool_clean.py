from devkit.agent import ToolExecutionContext, tool


@tool(name="total", description="Adds the numbers.")
async def total(args, ctx: ToolExecutionContext) -> int:
    result = 0
    for n in args.numbers:
        result += n
    return result
