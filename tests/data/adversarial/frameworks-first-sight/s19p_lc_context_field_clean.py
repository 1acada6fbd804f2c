from dataclasses import dataclass

from langchain.tools import ToolRuntime, tool


@dataclass
class Ctx:
    user: str | None
    org: str


@tool
def who(runtime: ToolRuntime[Ctx]) -> str:
    user = runtime.context.user
    return f"{runtime.context.org}/{user.upper() if user else 'anon'}"
