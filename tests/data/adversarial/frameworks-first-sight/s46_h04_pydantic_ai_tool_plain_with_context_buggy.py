from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool_plain
def roll(ctx: RunContext[None], sides: int) -> int:  # expect: DK004
    return sides
