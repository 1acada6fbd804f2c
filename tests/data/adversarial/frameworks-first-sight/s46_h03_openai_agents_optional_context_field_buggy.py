from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class UserInfo:
    name: str
    email: str | None = None


@function_tool
def email_domain(ctx: RunContextWrapper[UserInfo]) -> str:
    return ctx.context.email.split("@")[1]  # expect: DK201
