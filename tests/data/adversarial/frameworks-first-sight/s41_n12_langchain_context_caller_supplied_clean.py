from dataclasses import dataclass

from langchain.tools import ToolRuntime, tool


@dataclass
class UserCtx:
    user_id: str


@tool
def whoami(runtime: ToolRuntime[UserCtx]) -> str:
    """Who is asking."""
    return runtime.context.user_id
