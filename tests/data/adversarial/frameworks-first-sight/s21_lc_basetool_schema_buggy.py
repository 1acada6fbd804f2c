from langchain.tools import ToolRuntime
from langchain_core.tools import BaseTool
from pydantic import BaseModel


class SearchInput(BaseModel):
    query: str


class Search(BaseTool):
    name: str = "search"
    description: str = "Search the docs."
    args_schema: type[BaseModel] = SearchInput

    def _run(self, query: str, runtime: ToolRuntime) -> str:  # expect: DK004
        return query
