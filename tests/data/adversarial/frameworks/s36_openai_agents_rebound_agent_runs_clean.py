from dataclasses import dataclass

from agents import Agent, RunContextWrapper, Runner, function_tool


@dataclass
class User:
    name: str


@function_tool
def who(ctx: RunContextWrapper[User]) -> str:
    return ctx.context.name


agent = Agent(name="plain")
print(Runner.run_sync(agent, "hi").final_output)

agent = Agent(name="with tool", tools=[who])
print(Runner.run_sync(starting_agent=agent, input="who?", context=User("a")).final_output)
