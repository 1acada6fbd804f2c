from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Db:
    url: str


agent = Agent("test", deps_type=Db | None)


@agent.tool
def where(ctx: RunContext[Db | None]) -> str:
    if not ctx.deps:
        return "no database"
    return ctx.deps.url


result = agent.run_sync("where?", deps=None)
