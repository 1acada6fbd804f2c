from agents import RunContextWrapper, function_tool


@function_tool
def echo(ctx: RunContextWrapper[None]) -> str:
    query = ctx.tool_input["query"]  # expect: DK201
    return str(query)
