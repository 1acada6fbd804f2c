from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    base: str


agent = Agent("test", deps_type=Deps)


@agent.tool
async def trace(ctx: RunContext[Deps], q: str) -> str:
    if ctx.run_id is None:
        return q
    return ctx.run_id.split("-")[0] + q
