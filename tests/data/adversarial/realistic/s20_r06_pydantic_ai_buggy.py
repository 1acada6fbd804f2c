from dataclasses import dataclass

import httpx
from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    client: httpx.AsyncClient
    api_key: str | None = None


agent = Agent("openai:gpt-4o", deps_type=Deps)


@agent.tool
async def weather(ctx: RunContext[Deps], city: str) -> str:
    headers = {"X-Key": ctx.deps.api_key.strip()}  # expect: DK201
    r = await ctx.deps.client.get(f"https://wx.example/{city}", headers=headers)
    return r.text
