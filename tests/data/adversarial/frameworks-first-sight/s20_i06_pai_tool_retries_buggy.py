from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_key: str | None
    base_url: str


agent = Agent("test", deps_type=Deps)


@agent.tool(retries=2)
async def fetch(ctx: RunContext[Deps], path: str) -> str:
    return ctx.deps.base_url + path + "?key=" + ctx.deps.api_key.strip()  # expect: DK201
