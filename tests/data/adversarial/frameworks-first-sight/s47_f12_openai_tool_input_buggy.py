from agents import RunContextWrapper, function_tool


@function_tool
def echo(ctx: RunContextWrapper[None], text: str) -> str:
    return str(ctx.tool_input["text"]) + text  # expect: DK201
