from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_key: str


agent = Agent("test", deps_type=Deps)


@agent.tool
async def lookup(ctx: RunContext[Deps], q: str) -> str:
    return f"{q}:{len(ctx.deps.api_key)}"
