from agents import RunContextWrapper, function_tool


@function_tool
def echo(ctx: RunContextWrapper[None], text: str) -> str:
    return text + str(len(ctx.tool_input.keys()))  # expect: DK201
