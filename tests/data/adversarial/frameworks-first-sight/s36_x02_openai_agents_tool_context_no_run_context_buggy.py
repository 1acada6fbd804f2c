from dataclasses import dataclass

from agents import Agent, Runner, function_tool
from agents.tool_context import ToolContext


@dataclass
class Cart:
    items: list[str]


@function_tool
def count(ctx: ToolContext[Cart]) -> int:
    return len(ctx.context.items)  # expect: DK201


agent = Agent(name="shop", tools=[count])
print(Runner.run_sync(agent, "how many items?").final_output)
