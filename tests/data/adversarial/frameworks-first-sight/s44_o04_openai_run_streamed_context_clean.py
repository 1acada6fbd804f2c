import asyncio
from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class Shop:
    currency: str


@function_tool
def price(wrapper: RunContextWrapper[Shop], amount: float) -> str:
    return f"{amount:.2f} {wrapper.context.currency}"


async def main() -> None:
    agent = Agent(name="shop", tools=[price])
    streamed = Runner.run_streamed(agent, input="price of 3", context=Shop("EUR"))
    async for _event in streamed.stream_events():
        pass


asyncio.run(main())
