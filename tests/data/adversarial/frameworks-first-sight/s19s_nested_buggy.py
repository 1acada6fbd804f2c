from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Profile:
    email: str | None = None


@dataclass
class Deps:
    profile: Profile
    backup: Profile | None = None


agent = Agent("test", deps_type=Deps)


@agent.tool
def domain(ctx: RunContext[Deps]) -> str:
    return ctx.deps.profile.email.split("@")[1]  # expect: DK201


@agent.tool
def backup(ctx: RunContext[Deps]) -> str:
    return str(ctx.deps.backup.email)  # expect: DK201
