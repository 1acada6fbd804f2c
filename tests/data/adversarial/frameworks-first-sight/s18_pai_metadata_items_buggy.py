from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def keys(ctx: RunContext[str]) -> list[str]:
    return [k for k, _ in ctx.metadata.items()]  # expect: DK201
