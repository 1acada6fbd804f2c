from agents import RunContextWrapper, function_tool


@function_tool
def where(city: str, ctx: RunContextWrapper[None]) -> str:  # expect: DK004
    return city
