from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def announce(ctx: RunContext[None], text: str) -> str:
    ctx.emit(text)  # expect: DK005
    return "ok"
