from langchain.tools import ToolRuntime
from langchain_core.tools import StructuredTool


def remember(fact: str, runtime: ToolRuntime) -> str:
    runtime.store.put(("facts",), fact, {"v": fact})  # expect: DK201
    return "ok"


remember_tool = StructuredTool.from_function(remember)
