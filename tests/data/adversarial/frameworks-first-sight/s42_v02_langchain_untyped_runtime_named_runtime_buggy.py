from langchain.tools import tool


@tool
def lookup(query: str, runtime=None) -> str:  # expect: DK004
    """Look something up."""
    return query
