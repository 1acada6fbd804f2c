from agents import RunContextWrapper, function_tool


@function_tool
def topic(wrapper: RunContextWrapper, fallback: str) -> str:
    data = wrapper.tool_input
    return str(data["topic"])  # expect: DK201
