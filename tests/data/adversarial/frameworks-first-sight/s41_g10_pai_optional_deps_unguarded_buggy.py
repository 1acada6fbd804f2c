from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    user: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def greet(ctx: RunContext[Deps | None], greeting: str) -> str:
    return f"{greeting}, {ctx.deps.user}"  # expect: DK201
