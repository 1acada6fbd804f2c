from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    user: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def whoami(deps: Deps) -> str:  # expect: DK004
    return deps.user


@agent.tool
def whoami_ctx(ctx: RunContext[Deps]) -> str:
    return ctx.deps.user


@agent.tool
def whoami_untyped(ctx) -> str:
    return str(ctx.deps)


@agent.tool_plain
def plain(deps: Deps) -> str:
    return deps.user
