from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def slow(ctx: RunContext[str], n: int) -> int:
    total = 0
    deadline = ctx.deadline
    for i in range(n):
        if deadline is None:
            continue
        total += i
    return total + int(deadline.timestamp())  # expect: DK201
