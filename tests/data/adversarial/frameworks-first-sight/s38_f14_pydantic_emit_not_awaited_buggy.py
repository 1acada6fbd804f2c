from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
async def tell(ctx: RunContext[str], text: str) -> str:
    ctx.emit(text)  # expect: DK005
    return text
