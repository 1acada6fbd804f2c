from agents import RunContextWrapper, function_tool


@function_tool
def echo(ctx: RunContextWrapper, q: str) -> str:
    if ctx.tool_input is None:
        return q
    return f"{q}:{ctx.tool_input!r}"
