from dataclasses import dataclass
from langchain.tools import tool, ToolRuntime

@dataclass
class Ctx:
    user: str

@tool
def whoami(runtime: ToolRuntime[Ctx]) -> str:
    if runtime.context is None:
        return "anonymous"
    return runtime.context.user
