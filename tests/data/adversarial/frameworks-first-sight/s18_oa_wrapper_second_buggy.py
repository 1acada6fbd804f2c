from agents import RunContextWrapper, function_tool


@function_tool
def second(x: int, ctx: RunContextWrapper[None]) -> int:  # expect: DK004
    return x
