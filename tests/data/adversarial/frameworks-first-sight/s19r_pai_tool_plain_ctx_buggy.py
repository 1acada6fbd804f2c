from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool_plain
def lookup(ctx: RunContext[None], query: str) -> str:  # expect: DK004
    return query
