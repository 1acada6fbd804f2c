from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Db:
    url: str


agent = Agent("test", deps_type=Db)


@agent.tool
def where(ctx: RunContext[Db | None]) -> str:
    return ctx.deps.url  # expect: DK201
