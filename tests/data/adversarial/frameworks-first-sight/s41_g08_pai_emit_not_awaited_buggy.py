from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def step(ctx: RunContext[None], note: str) -> str:
    ctx.emit(note)  # expect: DK005
    return note
