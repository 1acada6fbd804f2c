from dataclasses import dataclass

import httpx
from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    client: httpx.AsyncClient
    api_key: str


agent = Agent("test", deps_type=Deps)


@agent.tool
async def weather(ctx: RunContext[Deps], city: str) -> str:
    """Current weather for a city."""
    response = await ctx.deps.client.get(
        "https://example.invalid/weather",
        params={"q": city},
        headers={"X-Key": ctx.deps.api_key},
    )
    response.raise_for_status()
    step = ctx.run_step
    return f"{response.json()['summary']} (step {step})"
