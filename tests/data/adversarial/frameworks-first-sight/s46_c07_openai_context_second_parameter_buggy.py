from agents import RunContextWrapper, function_tool


@function_tool
def lookup(city: str, ctx: RunContextWrapper) -> str:  # expect: DK004
    return city
