from agents import RunContextWrapper, function_tool


@function_tool
def echo(text: str, ctx: RunContextWrapper[None]) -> str:  # expect: DK004
    return text + str(ctx.usage.requests)
