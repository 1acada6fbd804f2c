from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def budget(ctx: RunContext[None]) -> float:
    left = ctx.deadline
    return left.timestamp()  # expect: DK201
