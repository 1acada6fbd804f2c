from pydantic_ai import Agent
from pydantic_ai import RunContext as RC

agent = Agent("test")


@agent.tool
async def tagged(c: RC[None]) -> str:
    return c.metadata.get("tag", "")  # expect: DK201
