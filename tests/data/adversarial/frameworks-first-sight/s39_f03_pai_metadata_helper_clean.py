from pydantic_ai import Agent, RunContext

agent = Agent("test")


def _tenant(ctx: RunContext[None]) -> str:
    return (ctx.metadata or {}).get("tenant", "default")


@agent.tool
def tenant(ctx: RunContext[None]) -> str:
    return _tenant(ctx)
