from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def count(text: str, ctx: RunContext[None]) -> int:  # expect: DK004
    return len(text)
