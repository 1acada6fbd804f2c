from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def seconds_left(ctx: RunContext[None]) -> float:
    return ctx.deadline.timestamp()  # expect: DK201
