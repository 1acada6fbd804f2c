from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class User:
    name: str
    email: str | None = None


@function_tool
def email_domain(wrapper: RunContextWrapper[User]) -> str:
    email = wrapper.context.email
    if not email:
        return ""
    return email.split("@")[1]
