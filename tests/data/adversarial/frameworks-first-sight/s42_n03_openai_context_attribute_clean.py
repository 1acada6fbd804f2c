from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class UserInfo:
    name: str


@function_tool
def greet(wrapper: RunContextWrapper[UserInfo]) -> str:
    usage = wrapper.usage
    return f"hello {wrapper.context.name} ({usage.requests} requests)"
