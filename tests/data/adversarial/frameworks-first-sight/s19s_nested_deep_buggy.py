from __future__ import annotations

from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class Node:
    name: str
    parent: Node | None = None


@dataclass
class Profile:
    home: Node


@dataclass
class User:
    profile: Profile


@function_tool
def parent(ctx: RunContextWrapper[User]) -> str:
    return ctx.context.profile.home.parent.name  # expect: DK201
