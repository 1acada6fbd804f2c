from langchain.tools import BaseTool, ToolRuntime
from pydantic import BaseModel


class Query(BaseModel):
    q: str


class Search(BaseTool):
    name: str = "search"
    description: str = "Search."
    args_schema: type[BaseModel] = Query

    def _run(self, q: str, runtime: ToolRuntime) -> str:  # expect: DK004
        return q + str(runtime.tool_call_id)
