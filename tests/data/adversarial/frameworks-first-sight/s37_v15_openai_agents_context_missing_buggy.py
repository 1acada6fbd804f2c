from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class User:
    name: str


@function_tool
def greet(wrapper: RunContextWrapper[User]) -> str:
    return wrapper.context.name  # expect: DK201


agent = Agent[User](name="a", tools=[greet])


def main() -> None:
    Runner.run_sync(agent, "hi")
