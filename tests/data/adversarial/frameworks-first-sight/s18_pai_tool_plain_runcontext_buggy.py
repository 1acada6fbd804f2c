from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool_plain
def plain(ctx: RunContext[None], x: int) -> int:  # expect: DK004
    return x
