from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    region: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def tenant(ctx: RunContext[Deps]) -> str:
    return str(ctx.metadata.get("tenant"))  # expect: DK201
