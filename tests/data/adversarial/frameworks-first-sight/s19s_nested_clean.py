from __future__ import annotations

from dataclasses import dataclass, field

from agents import RunContextWrapper, function_tool


@dataclass
class Node:
    name: str
    parent: Node | None = None
    tags: list[str] = field(default_factory=list)


@dataclass
class Profile:
    email: str | None = None
    home: Node | None = None


@dataclass
class User:
    profile: Profile


@function_tool
def domain(ctx: RunContextWrapper[User]) -> str:
    email = ctx.context.profile.email
    if email is None:
        return "-"
    return email.split("@")[1]


@function_tool
def home(ctx: RunContextWrapper[User]) -> str:
    home = ctx.context.profile.home
    if home is None or home.parent is None:
        return "-"
    return home.parent.name + ",".join(home.tags)
