from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class Deps:
    user: str


@function_tool
def whoami(wrapper: RunContextWrapper[Deps]) -> str:
    deps = wrapper.context
    if not isinstance(deps, Deps):
        return "no context"
    return deps.user
