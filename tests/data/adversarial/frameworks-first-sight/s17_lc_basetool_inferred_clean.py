from langchain.tools import BaseTool, ToolRuntime


class Search(BaseTool):
    name: str = "search"
    description: str = "search"

    def _run(self, query: str, runtime: ToolRuntime) -> str:
        return query + str(runtime.tool_call_id or "")
