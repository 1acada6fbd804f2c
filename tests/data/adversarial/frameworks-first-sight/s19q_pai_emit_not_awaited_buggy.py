from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def step(ctx: RunContext[None], event: object) -> str:
    ctx.emit(event)  # expect: DK005
    return "ok"
