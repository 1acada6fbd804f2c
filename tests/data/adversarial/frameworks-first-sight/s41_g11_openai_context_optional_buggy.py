from dataclasses import dataclass
from typing import Optional

from agents import RunContextWrapper, function_tool


@dataclass
class Session:
    user_id: str


@function_tool
def whoami(ctx: RunContextWrapper[Optional[Session]]) -> str:
    return ctx.context.user_id  # expect: DK201
