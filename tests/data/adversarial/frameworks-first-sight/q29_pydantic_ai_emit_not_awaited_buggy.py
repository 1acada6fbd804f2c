from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
async def notify(ctx: RunContext[str], message: str) -> str:
    ctx.emit({"message": message})  # expect: DK005
    return "sent"
