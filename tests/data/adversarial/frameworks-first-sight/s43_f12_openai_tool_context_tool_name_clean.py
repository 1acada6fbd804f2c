from agents import RunContextWrapper, function_tool


@function_tool
async def who(ctx: RunContextWrapper, q: str) -> str:
    return f"{q}:{ctx.usage.requests}"
