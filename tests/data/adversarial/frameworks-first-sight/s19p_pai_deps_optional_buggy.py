from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_key: str


agent = Agent("test", deps_type=Deps | None)


@agent.tool
def key(ctx: RunContext[Deps | None]) -> str:
    return ctx.deps.api_key[:4]  # expect: DK201
