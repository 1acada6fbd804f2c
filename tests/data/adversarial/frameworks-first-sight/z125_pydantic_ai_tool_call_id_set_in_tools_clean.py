from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    base: str


agent = Agent("test", deps_type=Deps)


@agent.tool
async def trace(ctx: RunContext[Deps], q: str) -> str:
    return ctx.tool_call_id.upper() + q
