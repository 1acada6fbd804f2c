from pydantic_ai import Agent
from pydantic_ai._run_context import RunContext

agent = Agent("test")


@agent.tool
async def tenant(ctx: RunContext) -> str:
    return ctx.metadata["tenant"]  # expect: DK201
