from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool_plain
def count(ctx: RunContext[None], text: str) -> int:  # expect: DK004
    return len(text)
