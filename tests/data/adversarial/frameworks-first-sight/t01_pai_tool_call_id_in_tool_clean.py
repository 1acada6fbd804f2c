from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    region: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def lookup(ctx: RunContext[Deps], query: str) -> str:
    call = ctx.tool_call_id.upper()
    return f"{call}:{ctx.deps.region}:{query}"
