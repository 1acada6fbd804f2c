from langchain.tools import ToolRuntime
from langchain_core.tools import BaseTool


class Search(BaseTool):
    name: str = "search"
    description: str = "Search the docs."

    def _run(self, query: str, runtime: ToolRuntime) -> str:
        return f"{query} {runtime.tool_call_id or ''}"
