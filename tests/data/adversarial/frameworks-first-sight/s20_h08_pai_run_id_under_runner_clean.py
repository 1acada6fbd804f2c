from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def run_name(ctx: RunContext[None]) -> str:
    return ctx.run_id.upper()
