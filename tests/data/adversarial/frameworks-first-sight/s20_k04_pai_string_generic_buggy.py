from pydantic_ai import Agent, RunContext

agent = Agent("x")


@agent.tool
async def tagged(ctx: "RunContext[None]") -> str:
    return ctx.metadata["k"]  # expect: DK201
