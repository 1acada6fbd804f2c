from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def budget(ctx: RunContext[None]) -> float:
    return ctx.deadline.timestamp()  # expect: DK201
