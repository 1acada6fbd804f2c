from agents import RunContextWrapper, function_tool


@function_tool
def echo(wrapper: RunContextWrapper[dict], text: str) -> str:
    return f"{wrapper.tool_input.get('text')}:{text}"  # expect: DK201
