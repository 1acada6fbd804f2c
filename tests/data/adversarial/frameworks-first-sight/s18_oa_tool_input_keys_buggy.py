from agents import RunContextWrapper, function_tool


@function_tool
def inputs(ctx: RunContextWrapper[None]) -> list[str]:
    return list(ctx.tool_input.keys())  # expect: DK201
