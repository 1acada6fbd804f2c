from typing import Any

from agents import RunContextWrapper, function_tool


@function_tool
def lookup(query: str, wrapper: RunContextWrapper[Any]) -> str:  # expect: DK004
    return query
