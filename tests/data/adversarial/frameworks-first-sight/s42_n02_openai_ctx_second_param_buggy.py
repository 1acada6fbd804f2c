from agents import RunContextWrapper, function_tool


@function_tool
def echo(text: str, wrapper: RunContextWrapper[dict]) -> str:  # expect: DK004
    return text
