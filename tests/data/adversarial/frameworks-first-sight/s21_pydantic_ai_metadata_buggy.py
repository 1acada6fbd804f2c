from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_key: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def tenant(ctx: RunContext[Deps], q: str) -> str:
    tags = ctx.metadata.get("tags", [])  # expect: DK201
    return f"{q}:{len(tags)}"
