from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def step(ctx: RunContext[None], n: int) -> int:
    ctx.emit({"step": n})  # expect: DK005
    return n + 1
