from dataclasses import dataclass

from langchain.tools import ToolRuntime, tool


@dataclass
class Ctx:
    user_id: str


@tool
def whoami(runtime: ToolRuntime[Ctx]) -> str:
    """Who am I."""
    info = runtime.execution_info
    return info.thread_id  # expect: DK201
