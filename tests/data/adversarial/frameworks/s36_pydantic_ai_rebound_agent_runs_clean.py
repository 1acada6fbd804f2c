from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Shop:
    name: str


agent = Agent("test", instructions="Answer briefly.")
print(agent.run_sync("hello").output)

agent = Agent("test", deps_type=Shop)


@agent.tool
def shop_name(ctx: RunContext[Shop]) -> str:
    return ctx.deps.name.upper()


print(agent.run_sync("which shop?", deps=Shop("corner")).output)
