from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_base: str
    tenant: str | None = None


agent = Agent("test", deps_type=Deps)


@agent.tool
def tenant_url(ctx: RunContext[Deps]) -> str:
    tenant = ctx.deps.tenant
    if tenant is None:
        return ctx.deps.api_base
    return ctx.deps.api_base + "/" + tenant.lower()
