from dataclasses import dataclass

import httpx
from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    client: httpx.AsyncClient


agent = Agent("test", deps_type=Deps)


@agent.tool
async def fetch(ctx: RunContext[Deps], url: str) -> int:
    resp = await ctx.deps.client.get(url)
    return resp.status_code
