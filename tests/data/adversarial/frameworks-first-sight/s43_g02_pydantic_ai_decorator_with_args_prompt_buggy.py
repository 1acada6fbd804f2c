from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool(retries=2)
async def echo(ctx: RunContext[None]) -> str:
    return ctx.prompt.upper()  # expect: DK201
