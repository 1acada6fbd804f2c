from agents import RunContextWrapper, function_tool


@function_tool
def echo(wrapper: RunContextWrapper, text: str) -> str:
    keys = list(wrapper.tool_input.keys())  # expect: DK201
    return f"{text} {keys}"
