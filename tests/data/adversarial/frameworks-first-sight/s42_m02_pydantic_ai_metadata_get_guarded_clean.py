from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def tenant(ctx: RunContext[None]) -> str:
    meta = ctx.metadata or {}
    return str(meta.get("tenant", "default"))
