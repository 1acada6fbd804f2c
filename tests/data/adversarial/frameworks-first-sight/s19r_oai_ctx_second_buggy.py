from agents import RunContextWrapper, function_tool


@function_tool
def lookup(query: str, ctx: RunContextWrapper[None]) -> str:  # expect: DK004
    return query
