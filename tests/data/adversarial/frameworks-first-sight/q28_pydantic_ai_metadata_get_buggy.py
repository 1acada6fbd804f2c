from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def tenant(ctx: RunContext[str], key: str) -> str:
    return str(ctx.metadata.get(key))  # expect: DK201
