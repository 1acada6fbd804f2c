from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def cost(ctx: RunContext[None]) -> int:
    if ctx.usage is None:  # expect: DK205
        return 0
    return ctx.usage.requests
