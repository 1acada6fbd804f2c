from agents import RunContextWrapper, function_tool


@function_tool
def echo(ctx: RunContextWrapper[None], text: str) -> str:
    raw = ctx.tool_input
    if raw is None:
        return text
    return f"{text} ({len(str(raw))} chars of input)"
