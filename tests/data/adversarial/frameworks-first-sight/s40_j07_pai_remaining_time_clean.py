from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def left(ctx: RunContext[None]) -> str:
    remaining = ctx.remaining_time()
    if remaining is None:
        return "unbounded"
    return f"{remaining:.1f}"
