from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_key: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def call(ctx: RunContext[Deps], q: str) -> str:
    conversation = ctx.conversation_id
    return q + conversation.strip()
