from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def left(ctx: RunContext[None]) -> float:
    return ctx.remaining_time() or 0.0
