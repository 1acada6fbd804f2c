import asyncio
from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class Account:
    owner: str


@function_tool
def owner(ctx: RunContextWrapper[Account]) -> str:
    return ctx.context.owner  # expect: DK201


agent = Agent(name="bank", tools=[owner])


async def main() -> None:
    result = await Runner.run(agent, "whose account is this?")
    print(result.final_output)


asyncio.run(main())
