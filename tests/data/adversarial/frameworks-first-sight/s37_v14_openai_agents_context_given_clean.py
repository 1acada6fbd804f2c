from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class User:
    name: str


@function_tool
def greet(wrapper: RunContextWrapper[User]) -> str:
    return wrapper.context.name


agent = Agent[User](name="a", tools=[greet])


async def main() -> None:
    await Runner.run(agent, "hi", context=User("ada"))
