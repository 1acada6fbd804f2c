from langchain.tools import BaseTool, ToolRuntime


class Search(BaseTool):
    name: str = "search"
    description: str = "Search."

    def _run(self, q: str, runtime: ToolRuntime) -> str:
        return q + str(runtime.tool_call_id)
