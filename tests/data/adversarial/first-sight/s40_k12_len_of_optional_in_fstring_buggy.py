from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    return f"{len(ctx.input_responses)} responses"  # expect: DK201
