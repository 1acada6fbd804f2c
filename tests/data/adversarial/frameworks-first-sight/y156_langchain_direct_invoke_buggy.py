from langchain.tools import ToolRuntime, tool


@tool
def search(query: str, runtime: ToolRuntime) -> str:
    return query


def smoke() -> str:
    return search.invoke({"query": "x"})  # expect: DK004
