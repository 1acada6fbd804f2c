from langchain.tools import BaseTool, ToolRuntime
from pydantic import BaseModel


class Q(BaseModel):
    query: str


class Search(BaseTool):
    name: str = "search"
    description: str = "search"
    args_schema: type[BaseModel] = Q

    def _run(self, query: str, runtime: ToolRuntime) -> str:  # expect: DK004
        return query
