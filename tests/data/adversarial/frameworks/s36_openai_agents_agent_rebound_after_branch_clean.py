import sys
from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class User:
    name: str


@function_tool
def who(ctx: RunContextWrapper[User]) -> str:
    return ctx.context.name


agent = Agent(name="with tool", tools=[who])
if sys.argv[1:]:
    agent = Agent(name="other")
agent = Agent(name="plain")
Runner.run_sync(agent, "hi")
