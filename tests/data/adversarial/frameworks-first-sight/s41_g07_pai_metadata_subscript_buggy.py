from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_base: str


agent = Agent("test", deps_type=Deps)


@agent.tool
async def lookup(ctx: RunContext[Deps], term: str) -> str:
    tenant = ctx.metadata["tenant"]  # expect: DK201
    return f"{ctx.deps.api_base}/{tenant}/{term}"
