from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    region: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def lookup(ctx: RunContext[Deps], query: str) -> str:
    if (call := ctx.tool_call_id) is not None:
        return f"{call.upper()}:{query}"
    return query
