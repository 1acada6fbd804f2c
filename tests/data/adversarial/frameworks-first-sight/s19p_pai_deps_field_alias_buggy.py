from dataclasses import dataclass
from typing import Optional

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    name: str
    api_key: Optional[str] = None


agent = Agent("test", deps_type=Deps)


@agent.tool
def lower(ctx: RunContext["Deps"]) -> str:
    deps = ctx.deps
    return deps.api_key.lower()  # expect: DK201
