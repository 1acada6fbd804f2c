from agents import RunContextWrapper, function_tool


@function_tool
def echo(ctx: RunContextWrapper[None]) -> str:
    if not ctx.tool_input:
        return ""
    return str(ctx.tool_input["query"])
