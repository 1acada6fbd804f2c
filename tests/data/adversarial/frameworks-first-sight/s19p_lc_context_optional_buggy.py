from dataclasses import dataclass

from langchain.tools import ToolRuntime, tool


@dataclass
class Ctx:
    user: str | None


@tool
def who(runtime: ToolRuntime[Ctx]) -> str:
    return runtime.context.user.upper()  # expect: DK201
