from langchain.tools import tool


@tool
def t(query: str, runtime=None) -> str:  # expect: DK004
    """Search."""
    return query
