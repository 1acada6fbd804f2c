import time

from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def budget(ctx: RunContext[None]) -> float:
    return ctx.deadline - time.monotonic()  # expect: DK201
