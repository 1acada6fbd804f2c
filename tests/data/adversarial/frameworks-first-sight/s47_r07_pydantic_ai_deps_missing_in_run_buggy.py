from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class Deps:
    api_key: str


agent = Agent("test", deps_type=Deps)


@agent.tool
def key_length(ctx: RunContext[Deps]) -> int:
    return len(ctx.deps.api_key)  # expect: DK201


result = agent.run_sync("how long is the key?")
print(result.output)
