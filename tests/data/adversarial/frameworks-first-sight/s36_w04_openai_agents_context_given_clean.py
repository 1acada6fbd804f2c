import asyncio
from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class Account:
    owner: str


@function_tool
async def owner(wrapper: RunContextWrapper[Account]) -> str:
    return wrapper.context.owner.title()


async def main() -> None:
    agent = Agent(name="bank", tools=[owner])
    result = await Runner.run(agent, "whose account?", context=Account("ann"))
    print(result.final_output)


asyncio.run(main())
