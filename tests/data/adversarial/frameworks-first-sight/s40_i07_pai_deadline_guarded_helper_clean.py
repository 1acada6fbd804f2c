from pydantic_ai import Agent, RunContext

agent = Agent("test")


def _left(ctx: RunContext[None]) -> float:
    if ctx.deadline is None:
        return float("inf")
    return ctx.deadline.timestamp()


@agent.tool
def budget(ctx: RunContext[None]) -> str:
    return f"{_left(ctx):.1f}"
