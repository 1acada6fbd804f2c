from langchain.tools import BaseTool, ToolRuntime
from pydantic import BaseModel


class SearchArgs(BaseModel):
    query: str


class Search(BaseTool):
    name: str = "search"
    description: str = "Searches."
    args_schema: type[BaseModel] = SearchArgs

    def _run(self, query: str, runtime: ToolRuntime) -> str:  # expect: DK004
        return f"{query}:{len(runtime.state['messages'])}"
