from langchain.tools import BaseTool, ToolRuntime


class Remember(BaseTool):
    name: str = "remember"
    description: str = "Remember a fact."

    def _run(self, fact: str, runtime: ToolRuntime) -> str:
        runtime.store.put(("facts",), fact, {"text": fact})  # expect: DK201
        return "ok"
