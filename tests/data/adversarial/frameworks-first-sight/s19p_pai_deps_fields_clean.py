from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    name: str
    api_key: str | None = None


agent = Agent("test", deps_type=Deps)


@agent.tool
def shout(ctx: RunContext[Deps]) -> str:
    return ctx.deps.name.upper()


@agent.tool
def prefix(ctx: RunContext[Deps]) -> str:
    if ctx.deps.api_key is None:
        return "no key"
    return ctx.deps.api_key[:4]


@agent.tool
def masked(ctx: RunContext[Deps]) -> str:
    key = ctx.deps.api_key or ""
    return key[:4]
