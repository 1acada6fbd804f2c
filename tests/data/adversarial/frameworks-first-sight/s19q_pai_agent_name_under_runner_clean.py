from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def who(ctx: RunContext[None]) -> str:
    return ctx.agent.name or "?"
