from langchain.tools import tool, ToolRuntime
from langchain_core.tools import StructuredTool

def t(x: int, runtime: ToolRuntime) -> str:
    return runtime.store.get(("a",), "k")  # expect: DK201

st = StructuredTool.from_function(t)
