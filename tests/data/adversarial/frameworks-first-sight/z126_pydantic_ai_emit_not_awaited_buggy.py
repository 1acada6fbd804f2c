from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    base: str


agent = Agent("test", deps_type=Deps)


@agent.tool
async def notify(ctx: RunContext[Deps], q: str) -> str:
    ctx.emit(q)  # expect: DK005
    return q
