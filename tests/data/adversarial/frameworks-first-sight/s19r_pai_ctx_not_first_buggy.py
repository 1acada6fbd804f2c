from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def lookup(query: str, ctx: RunContext[None]) -> str:  # expect: DK004
    return query
