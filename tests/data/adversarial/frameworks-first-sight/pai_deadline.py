import time

from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def budget(ctx: RunContext[None]) -> float:
    left = ctx.deadline.timestamp() - time.time()  # expect: DK201
    return max(left, 0.0)
