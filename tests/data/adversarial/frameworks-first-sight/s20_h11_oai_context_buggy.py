from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class User:
    name: str
    email: str | None = None


@function_tool
def email_domain(wrapper: RunContextWrapper[User]) -> str:
    return wrapper.context.email.split("@")[1]  # expect: DK201
